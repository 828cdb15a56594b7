import { useState } from 'react';
import { Select } from 'antd';
import {
  MINE_DEPARTMENT_FILTERS,
  MINE_PAGE_SIZE,
  MINE_STATE_FILTERS,
  TICKET_MESSAGES,
  type MineQuery,
} from '@jarvis/contracts/tickets';
import { BackButton } from '../../components/ui/back-button';
import { PageHeader } from '../../components/ui/page-header';
import { CardList, isLoadingPage } from '../../components/ui/paged-list';
import { TicketCardLink } from './ticket-card';
import { useMyTickets } from './tickets.api';
import './tickets.css';

type TicketsMinePageProps = { route: { nombre: string } };

/** 'Mis Tickets' (spec 1 §2): the tickets of the user's branch, newest first, as cards. */
export function TicketsMinePage({ route }: TicketsMinePageProps) {
  const [estado, setEstado] = useState<MineQuery['estado']>();
  const [departamento, setDepartamento] = useState<string>();
  const [page, setPage] = useState(1);
  const list = useMyTickets({ estado, departamento, page, size: MINE_PAGE_SIZE });

  const chooseEstado = (value?: MineQuery['estado']) => {
    setEstado(value);
    setPage(1);
  };
  const chooseDepartamento = (value?: string) => {
    setDepartamento(value);
    setPage(1);
  };

  return (
    <>
      <PageHeader
        title={route.nombre}
        subtitle="Los tickets de su sucursal"
        extra={<BackButton to="/Tickets/Menu" />}
      />
      <div className="ticket-filters">
        <Select
          className="ticket-filters__select"
          aria-label="Filtrar Estado"
          placeholder="Filtrar Estado"
          allowClear
          value={estado}
          onChange={chooseEstado}
          options={MINE_STATE_FILTERS.map((value) => ({ value, label: value }))}
        />
        <Select
          className="ticket-filters__select"
          aria-label="Filtrar Departamento"
          placeholder="Filtrar Departamento"
          allowClear
          value={departamento}
          onChange={chooseDepartamento}
          options={MINE_DEPARTMENT_FILTERS.map((value) => ({ value, label: value }))}
        />
      </div>
      <CardList
        page={list.data}
        currentPage={page}
        pageSize={MINE_PAGE_SIZE}
        isLoading={isLoadingPage(list)}
        emptyText={TICKET_MESSAGES.noTickets}
        onPageChange={setPage}
        label="Tickets"
        className="card-grid ticket-cards"
        paginationSize="medium"
      >
        {list.data?.items.map((ticket) => (
          <li key={ticket.peticionID}>
            <TicketCardLink ticket={ticket} />
          </li>
        ))}
      </CardList>
    </>
  );
}
