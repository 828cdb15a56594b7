import { Button, Card, Grid, Segmented, Table, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import {
  COLLABORATOR_SEARCH_PLACEHOLDER,
  CollaboratorQuerySchema,
  TICKET_MESSAGES,
  type CollaboratorPage,
  type TicketCard,
} from '@jarvis/contracts/tickets';
import { LIST_WINDOW } from '@jarvis/contracts/common';
import { CountTabs } from '../../components/ui/count-tabs';
import { EmptyState } from '../../components/ui/empty-state';
import { isLoadingPage, listPagination } from '../../components/ui/paged-list';
import { PageHeader } from '../../components/ui/page-header';
import { SearchInput } from '../../components/ui/search-input';
import { useListState, useReturnState } from '../../lib/list-state';
import { branchLabel, formatTicketMoment } from './ticket-format';
import { TicketStateTag } from './ticket-state-tag';
import { useCollaboratorTickets, type CollaboratorParams } from './tickets-collaborators.api';
import './tickets.css';

const PAGE_SIZE = 10;

/**
 * A brand's count. Without 'Buscar' it is exact (the kept counts); a search stops counting one past
 * the list window, which reads '1000+'.
 */
const brandCount = (total: number, isSearching: boolean) =>
  isSearching && total > LIST_WINDOW ? `${LIST_WINDOW.toLocaleString('es')}+` : total;

const columns: TableColumnsType<TicketCard> = [
  { title: '#Ticket', dataIndex: 'mascara', className: 'tickets-collab__nowrap' },
  {
    title: 'Sucursal',
    key: 'sucursal',
    render: (_, t) => branchLabel(t.marca, t.sucursal),
  },
  { title: 'Categoría', dataIndex: 'categoria', responsive: ['sm'] },
  { title: 'Departamento', dataIndex: 'departamento', responsive: ['md'] },
  {
    title: 'Fecha',
    key: 'fecha',
    render: (_, t) => formatTicketMoment(t.fecha, t.Hora),
    responsive: ['sm'],
  },
  {
    title: 'Estado',
    key: 'estado',
    className: 'tickets-collab__nowrap',
    render: (_, t) => <TicketStateTag estado={t.estado} />,
  },
];

/** What the address keeps of the list: pending or all, the brand tab, 'Buscar' and the page. */
const CollaboratorListSchema = CollaboratorQuerySchema.pick({
  alcance: true,
  marca: true,
  buscar: true,
  page: true,
});

/**
 * 'Tickets Colaboradores' (spec 1 §2): the tickets of the collaborator's department, one tab per
 * brand with its count (buttons that wrap on a phone), searched on the server; a row opens the
 * detail in the collaborator view.
 */
export function TicketsCollaboratorsPage({ route }: { route: { nombre: string } }) {
  const navigate = useNavigate();
  const isPhone = !Grid.useBreakpoint().sm;
  const { values, refine, turnPage } = useListState(CollaboratorListSchema);
  const buscar = values.buscar ?? '';
  const params: CollaboratorParams = {
    alcance: values.alcance,
    buscar,
    page: values.page,
    size: PAGE_SIZE,
    ...(values.marca ? { marca: values.marca } : {}),
  };
  const list = useCollaboratorTickets(params);
  const page = list.data;
  const marca = page?.marcas.some((tab) => tab.marca === values.marca)
    ? values.marca
    : page?.marcas[0]?.marca;
  const isSearching = buscar !== '';
  const returnState = useReturnState();
  const openTicket = (ticket: TicketCard) =>
    void navigate(`/Tickets/detalles/${ticket.peticionID}/c/${ticket.bodega}`, {
      state: returnState,
    });

  return (
    <>
      <PageHeader title={route.nombre} subtitle="Los tickets que atiende su departamento" />
      <Card variant="borderless" className="tickets-collab">
        <div className="tickets-collab__toolbar">
          <Segmented<CollaboratorParams['alcance']>
            value={values.alcance}
            onChange={(alcance) => refine({ alcance })}
            options={[
              { label: 'Pendientes', value: 'pendientes' },
              { label: 'Todas', value: 'todas' },
            ]}
          />
          <SearchInput
            placeholder={COLLABORATOR_SEARCH_PLACEHOLDER}
            value={buscar}
            onSearch={(text) => refine({ buscar: text }, { replace: true })}
            className="tickets-collab__search"
          />
        </div>
        <CountTabs
          tabs={(page?.marcas ?? []).map((tab) => ({
            key: tab.marca,
            label: tab.marca,
            count: brandCount(tab.total, isSearching),
          }))}
          value={marca}
          onChange={(key) => refine({ marca: key })}
          isPhone={isPhone}
          groupLabel="Marca"
        />
        <Table<TicketCard>
          rowKey="peticionID"
          size={isPhone ? 'small' : 'middle'}
          columns={columns}
          dataSource={page?.items ?? []}
          loading={isLoadingPage(list)}
          locale={{
            emptyText: (
              <NoTickets
                marca={marca}
                others={isSearching ? (page?.marcas ?? []).filter((t) => t.marca !== marca) : []}
                onShow={(key) => refine({ marca: key })}
              />
            ),
          }}
          onRow={(ticket) => ({
            onClick: () => openTicket(ticket),
            onKeyDown: (event) => {
              if (event.key === 'Enter') openTicket(ticket);
            },
            tabIndex: 0,
            className: 'tickets-collab__row',
            'aria-label': `Ticket ${ticket.mascara}`,
          })}
          pagination={listPagination({
            page,
            currentPage: values.page,
            pageSize: PAGE_SIZE,
            onPageChange: (next) => turnPage(next),
          })}
          // A phone shows three columns: let them wrap to the card's width rather than scroll
          // sideways with the state cut off at the edge.
          scroll={isPhone ? undefined : { x: 'max-content' }}
        />
      </Card>
    </>
  );
}

type NoTicketsProps = {
  marca: string | undefined;
  /** The other brands' tabs while searching: those with matches are offered. */
  others: CollaboratorPage['marcas'];
  onShow: (marca: string) => void;
};

/**
 * The tab holds nothing. A search that matches only on other brands' tabs says so here, with a way
 * there (issue #51): 'No hay tickets en Subway; 3 en Humo'.
 */
function NoTickets({ marca, others, onShow }: NoTicketsProps) {
  const elsewhere = others.filter((tab) => tab.total > 0);
  if (!marca || elsewhere.length === 0) return <EmptyState text={TICKET_MESSAGES.noTickets} />;
  const counts = elsewhere.map(
    (tab) => `${brandCount(tab.total, true).toLocaleString('es')} en ${tab.marca}`,
  );
  return (
    <EmptyState text={`No hay tickets en ${marca}; ${counts.join(', ')}`}>
      {elsewhere.map((tab) => (
        <Button key={tab.marca} onClick={() => onShow(tab.marca)}>
          Ver {tab.marca}
        </Button>
      ))}
    </EmptyState>
  );
}
