import { Dropdown, Tag, type MenuProps } from 'antd';
import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { SessionUser } from '@jarvis/contracts/auth';
import { GREETING, MENU_TEXTS } from '@jarvis/contracts/shell';
import { InitialsAvatar } from '../../components/ui/initials-avatar';

const items: MenuProps['items'] = [
  {
    key: 'profile',
    icon: <UserOutlined />,
    disabled: true,
    label: (
      <span className="user-menu__profile">
        {MENU_TEXTS.myProfile}
        <Tag style={{ marginInlineEnd: 0 }}>{MENU_TEXTS.notAvailable}</Tag>
      </span>
    ),
  },
  { type: 'divider' },
  {
    key: 'logout',
    icon: <LogoutOutlined />,
    danger: true,
    label: <Link to="/logout">{MENU_TEXTS.logout}</Link>,
  },
];

export function UserMenu({ user, isCompact }: { user: SessionUser; isCompact: boolean }) {
  const greeting = `${GREETING} ${user.nombre}`;
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{ items }}
      popupRender={(menu) => (
        <div className="user-menu">
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
          {menu}
        </div>
      )}
    >
      <button type="button" className="user-trigger" aria-label={`Menú de usuario: ${greeting}`}>
        <span className="user-trigger__greeting">
          {GREETING} <strong>{user.nombre}</strong>
        </span>
        <InitialsAvatar nombre={user.nombre} apellido={user.apellido} foto={user.foto} size={36} />
        {!isCompact && <DownOutlined className="user-trigger__caret" />}
      </button>
    </Dropdown>
  );
}
