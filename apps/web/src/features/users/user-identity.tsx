import { Typography } from 'antd';
import type { UserRow } from '@jarvis/contracts/users';
import { InitialsAvatar } from '../../components/ui/initials-avatar';
import { BlockedTag } from './user-tags';

type UserIdentityProps = {
  user: Pick<UserRow, 'username' | 'nombre' | 'apellido' | 'foto' | 'vetado'>;
  size?: number;
};

/** '@username' over the full name, beside the photo (or initials). */
export function UserIdentity({ user, size = 36 }: UserIdentityProps) {
  return (
    <div className="user-identity">
      <InitialsAvatar nombre={user.nombre} apellido={user.apellido} foto={user.foto} size={size} />
      <div className="user-identity__text">
        <span className="user-identity__username">
          @{user.username} <BlockedTag vetado={user.vetado} />
        </span>
        <Typography.Text type="secondary" className="user-identity__name">
          {user.nombre} {user.apellido}
        </Typography.Text>
      </div>
    </div>
  );
}
