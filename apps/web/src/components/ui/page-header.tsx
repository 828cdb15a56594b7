import type { ReactNode } from 'react';
import { Typography } from 'antd';

type PageHeaderProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Actions shown at the right (below the title on phones). */
  extra?: ReactNode;
};

export function PageHeader({ title, subtitle, extra }: PageHeaderProps) {
  return (
    <header className="page-header">
      <div className="page-header__text">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
      </div>
      {extra && <div className="page-header__extra">{extra}</div>}
    </header>
  );
}
