import type { ReactNode } from 'react';

type PageHeaderProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Actions shown at the right (below the title on phones). */
  extra?: ReactNode;
};

/** A page's title, subtitle and actions. Plain HTML and CSS: pages without Ant Design use it too. */
export function PageHeader({ title, subtitle, extra }: PageHeaderProps) {
  return (
    <header className="page-header">
      <div className="page-header__text">
        <h1 className="page-header__title">{title}</h1>
        {subtitle && <span className="page-header__subtitle">{subtitle}</span>}
      </div>
      {extra && <div className="page-header__extra">{extra}</div>}
    </header>
  );
}
