import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { MARCAS } from '@jarvis/contracts/org';
import { VERSION_LABEL } from '@jarvis/contracts/shell';
import { BrandLogo } from '../../components/ui/brand-logo';
import './auth-layout.css';

const BRANDS = [
  { name: MARCAS.subway, color: '#f2c230' },
  { name: MARCAS.humo, color: '#e0703a' },
  { name: MARCAS.vivaExpresso, color: '#b98a5e' },
];

/** The split frame of every sign-in screen: brand panel beside (or above, on phones) the form. */
export function AuthLayout() {
  return (
    <div className="auth">
      <aside className="auth__brand">
        <BrandLogo size={40} nameColor="#fff" isOnDark />
        <div className="auth__pitch">
          {/* The brand's line, hidden on a phone; the page's own h1 is its form's title. */}
          <p className="auth__headline">El back-office de todos nuestros restaurantes</p>
          <p className="auth__lead">
            Peticiones, compras, traslados e inventarios de la oficina central y de cada sucursal,
            en un solo lugar.
          </p>
        </div>
        <ul className="auth__brands" aria-label="Marcas del grupo">
          {BRANDS.map((brand) => (
            <li key={brand.name} className="auth__brand-chip">
              <span className="auth__brand-dot" style={{ background: brand.color }} />
              {brand.name}
            </li>
          ))}
        </ul>
      </aside>
      <main className="auth__main">
        <div className="auth__panel">
          <Outlet />
        </div>
        <footer className="auth__footer">
          © {new Date().getFullYear()} · {VERSION_LABEL}
        </footer>
      </main>
    </div>
  );
}

/** Plain markup, no antd: on the sign-in page this heading is what the visitor sees first. */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="auth__heading">
      <h1 className="auth__title">{title}</h1>
      {children && <p className="auth__subtitle">{children}</p>}
    </div>
  );
}
