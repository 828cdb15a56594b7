import { useState } from 'react';
import { Segmented } from 'antd';
import type { UserListQuery } from '@jarvis/contracts/users';
import { CardList, isLoadingPage } from '../../components/ui/paged-list';
import { PageHeader } from '../../components/ui/page-header';
import { SearchInput } from '../../components/ui/search-input';
import { BlockedUserCard } from './blocked-user-card';
import { useUserList, usersEmptyText } from './users.api';
import './users.css';

const PAGE_SIZE = 12;

type Estado = UserListQuery['estado'];
const ESTADOS: { value: Estado; label: string }[] = [
  { value: 'todos', label: 'Todos' },
  { value: 'bloqueados', label: 'Bloqueados' },
  { value: 'activos', label: 'Activos' },
];

type BlockedUsersPageProps = { route: { nombre: string } };

/** 'Usuarios Bloqueados': who may sign in; only Informática blocks and unblocks (spec 1 §6). */
export function BlockedUsersPage({ route }: BlockedUsersPageProps) {
  const [page, setPage] = useState(1);
  const [buscar, setBuscar] = useState('');
  const [estado, setEstado] = useState<Estado>('todos');
  const list = useUserList('bloqueados', { page, size: PAGE_SIZE, buscar, estado });

  const filter = (next: { buscar?: string; estado?: Estado }) => {
    if (next.buscar !== undefined) setBuscar(next.buscar);
    if (next.estado !== undefined) setEstado(next.estado);
    setPage(1);
  };

  return (
    <>
      <PageHeader title={route.nombre} subtitle="Acceso de los usuarios a Jarvis" />
      <div className="users-toolbar">
        <Segmented<Estado>
          aria-label="Filtrar por estado"
          options={ESTADOS}
          value={estado}
          onChange={(value) => filter({ estado: value })}
        />
        {list.data?.canManagePermissions && (
          <SearchInput
            className="users-toolbar__search"
            onSearch={(text) => filter({ buscar: text })}
          />
        )}
      </div>
      <CardList
        page={list.data}
        currentPage={page}
        pageSize={PAGE_SIZE}
        isLoading={isLoadingPage(list)}
        emptyText={usersEmptyText(buscar)}
        onPageChange={setPage}
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
