import { Button, Card, Typography } from 'antd';
import { FileProtectOutlined, HomeOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { EINVOICE_TEXTS } from '@jarvis/contracts/extras';
import { HOME_PATH } from '@jarvis/contracts/shell';
import { PageHeader } from '../../components/ui/page-header';
import './extras.css';

type ElectronicInvoicingPageProps = { route: { nombre: string } };

/** /FacElectronica: a placeholder (spec 3 §6) that says what the page will be for. */
export function ElectronicInvoicingPage({ route }: ElectronicInvoicingPageProps) {
  return (
    <>
      <PageHeader title={route.nombre} subtitle="Documentos tributarios electrónicos" />
      <Card variant="borderless" className="extras-panel extras-notice">
        <FileProtectOutlined className="extras-notice__icon" aria-hidden />
        {/* The page's next heading after its h1, drawn at h4's size. */}
        <Typography.Title level={2} className="extras-notice__title">
          {EINVOICE_TEXTS.title}
        </Typography.Title>
        <Typography.Paragraph className="extras-notice__text">
          {EINVOICE_TEXTS.body}
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary" className="extras-notice__text">
          {EINVOICE_TEXTS.purpose}
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary" className="extras-notice__text">
          {EINVOICE_TEXTS.meanwhile}
        </Typography.Paragraph>
        <Link to={HOME_PATH}>
          <Button icon={<HomeOutlined aria-hidden />}>Volver al inicio</Button>
        </Link>
      </Card>
    </>
  );
}
