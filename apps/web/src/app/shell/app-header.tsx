import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { SessionUser } from '@jarvis/contracts/auth';
import { HOME_PATH } from '@jarvis/contracts/shell';
import { BrandLogo } from '../../components/ui/brand-logo';
import { UserMenu } from './user-menu';

type AppHeaderProps = {
  user: SessionUser | undefined;
  isDesktop: boolean;
  isSiderCollapsed: boolean;
  onToggleMenu: () => void;
};

export function AppHeader({ user, isDesktop, isSiderCollapsed, onToggleMenu }: AppHeaderProps) {
  const toggleIcon = !isDesktop ? (
    <MenuOutlined aria-hidden />
  ) : isSiderCollapsed ? (
    <MenuUnfoldOutlined aria-hidden />
  ) : (
    <MenuFoldOutlined aria-hidden />
  );
  return (
    <header className="shell__header">
      <button
        type="button"
        onClick={onToggleMenu}
        aria-label={isDesktop ? 'Contraer o expandir el menú' : 'Abrir el menú'}
        aria-expanded={isDesktop ? !isSiderCollapsed : undefined}
        className="shell__toggle"
      >
        {toggleIcon}
      </button>
      {!isDesktop && (
        <Link to={HOME_PATH} className="shell__header-logo" aria-label="Jarvis, ir al inicio">
          <BrandLogo size={28} nameColor="#12312e" />
        </Link>
      )}
      <div className="shell__header-spacer" />
      {user && <UserMenu user={user} isCompact={!isDesktop} />}
    </header>
  );
}
