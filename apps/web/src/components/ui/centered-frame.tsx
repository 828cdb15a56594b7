import type { ReactNode } from 'react';
import { VERSION_LABEL } from '@jarvis/contracts/shell';
import { BrandLogo } from './brand-logo';

/** The stand-alone frame of pages shown outside the shell (errors, placeholders). */
export function CenteredFrame({ children }: { children: ReactNode }) {
  return (
    <div className="centered-frame">
      <header className="centered-frame__top">
        <BrandLogo size={32} nameColor="#12312e" />
      </header>
      <main className="centered-frame__card">{children}</main>
      <footer className="centered-frame__footer">
        © {new Date().getFullYear()} · {VERSION_LABEL}
      </footer>
    </div>
  );
}
