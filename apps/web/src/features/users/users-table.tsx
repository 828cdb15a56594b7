import { Table, type TableColumnsType } from 'antd';
import type { UserPage, UserRow } from '@jarvis/contracts/users';
import { EmptyState } from '../../components/ui/empty-state';
import { listPagination, type ListViewProps } from '../../components/ui/paged-list';
import { NOTHING_ALLOWED, UserActions, type Allowed, type UserAction } from './user-actions';
import { UserIdentity } from './user-identity';
import { RoleAndBrandTags } from './user-tags';

export type UserListViewProps = ListViewProps<UserPage> & {
  onAction: (action: UserAction, user: UserRow) => void;
};

const dash = (text: string | null) => text || '—';

/** A long address breaks before the domain rather than anywhere. */
function Email({ correo }: { correo: string }) {
  const at = correo.lastIndexOf('@');
  if (at < 0) return correo;
  return (
    <span className="users-email">
      {correo.slice(0, at)}
      <wbr />
      {correo.slice(at)}
    </span>
  );
}

function columnsFor(
  allowed: Allowed,
  onAction: UserListViewProps['onAction'],
): TableColumnsType<UserRow> {
  return [
    {
      title: 'Usuario',
      key: 'usuario',
      width: 210,
      render: (_, user) => <UserIdentity user={user} />,
    },
    { title: 'Posición', dataIndex: 'posicion', width: 140, render: dash },
    {
      title: 'Teléfono',
      dataIndex: 'telefono',
      width: 104,
      render: (telefono: string | null) => <span className="users-nowrap">{dash(telefono)}</span>,
    },
    {
      title: 'Rol',
      key: 'rol',
      width: 104,
      render: (_, user) => <RoleAndBrandTags rol={user.rol} marca={user.marca} />,
    },
    { title: 'Correo', dataIndex: 'correo', render: (correo: string) => <Email correo={correo} /> },
    {
      title: 'Acciones',
      key: 'acciones',
      align: 'right',
      fixed: 'right',
      // Two columns of labelled buttons (user-actions): as many rows as pairs of actions.
      width: 252,
      render: (_, user) => (
        <UserActions user={user} allowed={allowed} onAction={onAction} isCompact />
      ),
    },
  ];
}

export function UsersTable(props: UserListViewProps) {
  const { page, isLoading, emptyText, onAction } = props;
  return (
    <Table<UserRow>
      rowKey="userID"
      columns={columnsFor(page ?? NOTHING_ALLOWED, onAction)}
      dataSource={page?.items ?? []}
      size="middle"
      loading={isLoading}
      locale={{ emptyText: <EmptyState text={emptyText} /> }}
      // Wide enough for every column; narrower screens scroll with the actions pinned in view.
      scroll={{ x: 960 }}
      pagination={listPagination(props)}
    />
  );
}
