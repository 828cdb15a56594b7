import { Button, Card, Tag, Typography } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { HOME_PATH, MENU_TEXTS } from '@jarvis/contracts/shell';
import { PageHeader } from './page-header';

type UnderConstructionPageProps = {
  /** The menu option's name (`nombre`). */
  title: string;
  modulo: string;
};

/** Stands in for a page whose module is not built yet, so every permitted route already works. */
export function UnderConstructionPage({ title, modulo }: UnderConstructionPageProps) {
  return (
    <>
      <PageHeader title={title} subtitle={<Tag color="cyan">{modulo}</Tag>} />
      <Card variant="borderless" className="under-construction">
        <ConstructionIllustration />
        {/* The page's next heading after its h1, drawn at h4's size. */}
        <Typography.Title level={2} style={{ marginTop: 8, marginBottom: 4, fontSize: 20 }}>
          {MENU_TEXTS.underConstruction}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ maxWidth: 440, margin: '0 auto 20px' }}>
          Estamos construyendo el módulo {modulo}. Muy pronto podrá usar «{title}» desde aquí.
        </Typography.Paragraph>
        <Link to={HOME_PATH}>
          <Button icon={<HomeOutlined aria-hidden />}>Volver al inicio</Button>
        </Link>
      </Card>
    </>
  );
}

function ConstructionIllustration() {
  return (
    <svg viewBox="0 0 200 150" width="200" height="150" aria-hidden="true" focusable="false">
      <ellipse cx="100" cy="138" rx="78" ry="8" fill="#e6efed" />
      <rect
        x="28"
        y="16"
        width="132"
        height="104"
        rx="10"
        fill="#fff"
        stroke="#cfe3df"
        strokeWidth="2"
      />
      <path d="M28 26a10 10 0 0 1 10-10h112a10 10 0 0 1 10 10v8H28z" fill="#e3f1ee" />
      <circle cx="40" cy="25" r="3" fill="#f2b84b" />
      <circle cx="50" cy="25" r="3" fill="#9fcfc6" />
      <circle cx="60" cy="25" r="3" fill="#cfe3df" />
      <rect x="42" y="48" width="64" height="8" rx="4" fill="#0d5c55" opacity="0.85" />
      <rect x="42" y="64" width="96" height="6" rx="3" fill="#dbe7e4" />
      <rect x="42" y="76" width="80" height="6" rx="3" fill="#dbe7e4" />
      <rect x="42" y="88" width="52" height="6" rx="3" fill="#dbe7e4" />
      <path
        d="M120 86l10-10 6 6-10 10z M131 72a9 9 0 0 1 12-8l-6 6 1 5 5 1 6-6a9 9 0 0 1-8 12z"
        fill="#0f766e"
      />
      <path d="M146 132l9-50h8l9 50z" fill="#f59e42" />
      <path d="M151.6 101h14.8l1.2 7h-17.2z M149 116h20l1.2 7h-22.4z" fill="#fff" />
      <rect x="138" y="130" width="42" height="8" rx="2" fill="#e07b24" />
    </svg>
  );
}
