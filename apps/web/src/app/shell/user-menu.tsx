import { useCallback, useId, useRef, useState } from 'react';
import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { SessionUser } from '@jarvis/contracts/auth';
import { GREETING, MENU_TEXTS } from '@jarvis/contracts/shell';
import { InitialsAvatar } from '../../components/ui/initials-avatar';
import { useDismiss, type DismissReason } from '../../lib/use-dismiss';

/** The greeting and avatar at the top right; a click opens who the user is, 'Mi Perfil' and 'Cerrar Sesión'. */
export function UserMenu({ user, isCompact }: { user: SessionUser; isCompact: boolean }) {
  const greeting = `${GREETING} ${user.nombre}`;
  const [isOpen, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const dismiss = useCallback((reason: DismissReason) => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  }, []);
  useDismiss(isOpen, [buttonRef, panelRef], dismiss);
  const panelId = useId();

  return (
    <div className="user-menu-anchor">
      <button
        ref={buttonRef}
        type="button"
        className="user-trigger"
        aria-label={`Menú de usuario: ${greeting}`}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => setOpen((open) => !open)}
      >
        <span className="user-trigger__greeting">
          {GREETING} <strong>{user.nombre}</strong>
        </span>
        <InitialsAvatar nombre={user.nombre} apellido={user.apellido} foto={user.foto} size={36} />
        {!isCompact && <DownOutlined aria-hidden className="user-trigger__caret" />}
      </button>
      {isOpen && (
        <div ref={panelRef} id={panelId} className="user-menu">
          <div className="user-menu__head">
            <InitialsAvatar
              nombre={user.nombre}
              apellido={user.apellido}
              foto={user.foto}
              size={44}
            />
            <div className="user-menu__who">
              <strong>
                {user.nombre} {user.apellido}
              </strong>
              <span>{user.posicion}</span>
              <span>
                {user.departamento} · {user.sucursal}
              </span>
            </div>
          </div>
          <ul className="user-menu__items" role="menu" aria-label="Opciones de usuario">
            <li role="none">
              <span className="user-menu__item is-disabled" role="menuitem" aria-disabled="true">
                <UserOutlined aria-hidden="true" />
                {MENU_TEXTS.myProfile}
                <span className="user-menu__tag">{MENU_TEXTS.notAvailable}</span>
              </span>
            </li>
            <li role="separator" className="user-menu__divider" />
            <li role="none">
              <Link
                to="/logout"
                role="menuitem"
                className="user-menu__item is-danger"
                onClick={close}
              >
                <LogoutOutlined aria-hidden="true" />
                {MENU_TEXTS.logout}
              </Link>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
