import { Select } from 'antd';
import {
  MINE_PAGE_SIZE,
  MINE_STATE_FILTERS,
  MineQuerySchema,
  TICKET_MESSAGES,
} from '@jarvis/contracts/tickets';
import { BackButton } from '../../components/ui/back-button';
import { PageHeader } from '../../components/ui/page-header';
import { CardList, isLoadingPage } from '../../components/ui/paged-list';
import { useListState, useReturnState } from '../../lib/list-state';
import { TicketCardLink } from './ticket-card';
import { useMineDepartments, useMyTickets } from './tickets.api';
import './tickets.css';

/** What the address keeps of 'Mis Tickets': its two filters and its page. */
const MineListSchema = MineQuerySchema.pick({ estado: true, departamento: true, page: true });

type TicketsMinePageProps = { route: { nombre: string } };

/** 'Mis Tickets' (spec 1 §2): the tickets of the user's branch, newest first, as cards. */
export function TicketsMinePage({ route }: TicketsMinePageProps) {
  const { values, refine, turnPage } = useListState(MineListSchema);
  const departments = useMineDepartments();
  // A department the user cannot raise tickets to (an old link) is no filter: the whole list.
  const isKnown = departments.isError || departments.data?.includes(values.departamento ?? '');
  const departamento = values.departamento && isKnown ? values.departamento : undefined;
  const isFilterChecked = !values.departamento || departments.isFetched;
  const list = useMyTickets(
    { estado: values.estado, departamento, page: values.page, size: MINE_PAGE_SIZE },
    isFilterChecked,
  );
  const returnState = useReturnState();

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
          value={values.estado}
          onChange={(estado) => refine({ estado })}
          options={MINE_STATE_FILTERS.map((value) => ({ value, label: value }))}
        />
        <Select
          className="ticket-filters__select"
          aria-label="Filtrar Departamento"
          placeholder="Filtrar Departamento"
          allowClear
          loading={departments.isPending}
          value={departments.data ? departamento : undefined}
          onChange={(value?: string) => refine({ departamento: value })}
          options={departments.data?.map((value) => ({ value, label: value }))}
        />
      </div>
      <CardList
        page={list.data}
        currentPage={values.page}
        pageSize={MINE_PAGE_SIZE}
        isLoading={isLoadingPage(list)}
        emptyText={TICKET_MESSAGES.noTickets}
        onPageChange={(page) => turnPage(page)}
        label="Tickets"
        className="card-grid ticket-cards"
        paginationSize="medium"
      >
        {list.data?.items.map((ticket) => (
          <li key={ticket.peticionID}>
            <TicketCardLink ticket={ticket} state={returnState} />
          </li>
        ))}
      </CardList>
    </>
  );
}
