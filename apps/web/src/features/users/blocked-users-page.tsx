import { Segmented } from 'antd';
import { UserListQuerySchema, type UserListQuery } from '@jarvis/contracts/users';
import { CardList, isLoadingPage } from '../../components/ui/paged-list';
import { PageHeader } from '../../components/ui/page-header';
import { SearchInput } from '../../components/ui/search-input';
import { useListState } from '../../lib/list-state';
import { BlockedUserCard } from './blocked-user-card';
import { useUserList, usersEmptyText } from './users.api';
import './users.css';

const PAGE_SIZE = 12;
/** What the address keeps of the list: the state, 'Buscar' and the page. */
const BlockedListSchema = UserListQuerySchema.pick({ estado: true, buscar: true, page: true });

type Estado = UserListQuery['estado'];
const ESTADOS: { value: Estado; label: string }[] = [
  { value: 'todos', label: 'Todos' },
  { value: 'bloqueados', label: 'Bloqueados' },
  { value: 'activos', label: 'Activos' },
];

type BlockedUsersPageProps = { route: { nombre: string } };

/** 'Usuarios Bloqueados': who may sign in; only Informática blocks and unblocks (spec 1 §6). */
export function BlockedUsersPage({ route }: BlockedUsersPageProps) {
  const { values, refine, turnPage } = useListState(BlockedListSchema);
  const { page, estado, buscar = '' } = values;
  const list = useUserList('bloqueados', { page, size: PAGE_SIZE, buscar, estado });

  return (
    <>
      <PageHeader title={route.nombre} subtitle="Acceso de los usuarios a Jarvis" />
      <div className="users-toolbar">
        <Segmented<Estado>
          aria-label="Filtrar por estado"
          options={ESTADOS}
          value={estado}
          onChange={(value) => refine({ estado: value })}
        />
        {list.data?.canManagePermissions && (
          <SearchInput
            className="users-toolbar__search"
            value={buscar}
            onSearch={(text) => refine({ buscar: text }, { replace: true })}
          />
        )}
      </div>
      <CardList
        page={list.data}
        currentPage={page}
        pageSize={PAGE_SIZE}
        isLoading={isLoadingPage(list)}
        emptyText={usersEmptyText(buscar)}
        onPageChange={(next) => turnPage(next)}
        label="Usuarios"
        className="card-grid"
        paginationSize="medium"
      >
        {list.data?.items.map((user) => (
          <li key={user.userID}>
            <BlockedUserCard user={user} canBlock={list.data?.canBlock ?? false} />
          </li>
        ))}
      </CardList>
    </>
  );
}
