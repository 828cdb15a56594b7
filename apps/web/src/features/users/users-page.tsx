import { useState } from 'react';
import { Button, Card, Grid } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { UserListQuerySchema, type UserRow } from '@jarvis/contracts/users';
import { PageHeader } from '../../components/ui/page-header';
import { SearchInput } from '../../components/ui/search-input';
import { isLoadingPage } from '../../components/ui/paged-list';
import { useListState } from '../../lib/list-state';
import { NewUserModal } from './new-user-modal';
import type { UserAction } from './user-actions';
import { UserDialogs, type UserDialogState } from './user-dialogs';
import { UsersCardList } from './users-card-list';
import { UsersTable } from './users-table';
import { useUserList, usersEmptyText } from './users.api';
import './users.css';

const PAGE_SIZE = 10;
/** What the address keeps of the list: 'Buscar' and the page. */
const UsersListSchema = UserListQuerySchema.pick({ buscar: true, page: true });

type UsersPageProps = { route: { nombre: string } };

/** The Users screen: who the caller administers, with permissions and passwords (spec 1 §2). */
export function UsersPage({ route }: UsersPageProps) {
  const { values, refine, turnPage } = useListState(UsersListSchema);
  const { page, buscar = '' } = values;
  const [isCreating, setCreating] = useState(false);
  const [dialog, setDialog] = useState<UserDialogState | null>(null);
  // Below lg the shell hides its side menu too: cards read better than a scrolled table there.
  const isNarrow = !Grid.useBreakpoint().lg;
  const list = useUserList('usuarios', { page, size: PAGE_SIZE, buscar, estado: 'todos' });

  const search = (text: string) => refine({ buscar: text }, { replace: true });
  const openDialog = (action: UserAction, user: UserRow) => setDialog({ action, user, open: true });
  const ListView = isNarrow ? UsersCardList : UsersTable;

  return (
    <>
      <PageHeader
        title={route.nombre}
        subtitle="Usuarios, permisos y contraseñas"
        extra={
          <Button
            type="primary"
            icon={<UserAddOutlined aria-hidden />}
            onClick={() => setCreating(true)}
          >
            Nuevo
          </Button>
        }
      />
      <Card variant="borderless" className="users-panel">
        <div className="users-toolbar">
          <SearchInput className="users-toolbar__search" value={buscar} onSearch={search} />
        </div>
        <ListView
          page={list.data}
          currentPage={page}
          pageSize={PAGE_SIZE}
          isLoading={isLoadingPage(list)}
          emptyText={usersEmptyText(buscar)}
          onPageChange={(next) => turnPage(next)}
          onAction={openDialog}
        />
      </Card>
      <NewUserModal open={isCreating} onClose={() => setCreating(false)} />
      <UserDialogs
        dialog={dialog}
        onClose={() => setDialog((current) => current && { ...current, open: false })}
        afterClose={() => setDialog(null)}
      />
    </>
  );
}
