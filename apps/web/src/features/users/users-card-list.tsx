import { Card, Empty, Pagination, Spin } from 'antd';
import type { UserRow } from '@jarvis/contracts/users';
import { listTotalText } from '../../components/ui/list-total';
import { NOTHING_ALLOWED, UserActions, type Allowed, type UserAction } from './user-actions';
import { UserIdentity } from './user-identity';
import { RoleAndBrandTags } from './user-tags';
import type { UserListViewProps } from './users-table';

/** The users list on a phone: one card per user, the same facts and actions as the table. */
export function UsersCardList(props: UserListViewProps) {
  const { page, currentPage, pageSize, isLoading, emptyText, onPageChange, onAction } = props;
  const users = page?.items ?? [];
  if (users.length === 0) {
    return (
      <div className="user-cards__placeholder">
        {isLoading ? (
          <Spin />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
        )}
      </div>
    );
  }
  return (
    <Spin spinning={isLoading}>
      <ul className="user-cards">
        {users.map((user) => (
          <li key={user.userID}>
            <UserCard user={user} allowed={page ?? NOTHING_ALLOWED} onAction={onAction} />
          </li>
        ))}
      </ul>
      {page && page.total > pageSize && (
        <Pagination
          className="user-cards__pagination"
          size="small"
          current={currentPage}
          pageSize={pageSize}
          total={page.total}
          showSizeChanger={false}
          showTotal={(total) => listTotalText(total, page.totalIsCapped)}
          onChange={onPageChange}
        />
      )}
    </Spin>
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
