import { Card } from 'antd';
import type { UserRow } from '@jarvis/contracts/users';
import { CardList } from '../../components/ui/paged-list';
import { NOTHING_ALLOWED, UserActions, type Allowed, type UserAction } from './user-actions';
import { UserIdentity } from './user-identity';
import { RoleAndBrandTags } from './user-tags';
import type { UserListViewProps } from './users-table';

/** The users list on a phone: one card per user, the same facts and actions as the table. */
export function UsersCardList(props: UserListViewProps) {
  const { page, onAction } = props;
  return (
    <CardList {...props} label="Usuarios" className="user-cards">
      {page?.items.map((user) => (
        <li key={user.userID}>
          <UserCard user={user} allowed={page ?? NOTHING_ALLOWED} onAction={onAction} />
        </li>
      ))}
    </CardList>
  );
}

type UserCardProps = {
  user: UserRow;
  allowed: Allowed;
  onAction: (action: UserAction, user: UserRow) => void;
};

function UserCard({ user, allowed, onAction }: UserCardProps) {
  return (
    <Card size="small" className="user-card">
      <div className="user-card__head">
        <UserIdentity user={user} />
        <RoleAndBrandTags rol={user.rol} marca={user.marca} />
      </div>
      <dl className="user-card__facts">
        <dt>Posición</dt>
        <dd>{user.posicion || '—'}</dd>
        <dt>Teléfono</dt>
        <dd>{user.telefono || '—'}</dd>
        <dt>Correo</dt>
        <dd>{user.correo}</dd>
      </dl>
      <UserActions user={user} allowed={allowed} onAction={onAction} />
    </Card>
  );
}
