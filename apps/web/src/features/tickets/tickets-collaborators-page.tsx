import { useState } from 'react';
import { Card, Grid, Segmented, Table, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import {
  COLLABORATOR_SEARCH_PLACEHOLDER,
  TICKET_MESSAGES,
  type TicketCard,
} from '@jarvis/contracts/tickets';
import { LIST_WINDOW } from '@jarvis/contracts/common';
import { CountTabs } from '../../components/ui/count-tabs';
import { EmptyState } from '../../components/ui/empty-state';
import { isLoadingPage, listPagination } from '../../components/ui/paged-list';
import { PageHeader } from '../../components/ui/page-header';
import { SearchInput } from '../../components/ui/search-input';
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

/**
 * 'Tickets Colaboradores' (spec 1 §2): the tickets of the collaborator's department, one tab per
 * brand with its count (buttons that wrap on a phone), searched on the server; a row opens the
 * detail in the collaborator view.
 */
export function TicketsCollaboratorsPage({ route }: { route: { nombre: string } }) {
  const navigate = useNavigate();
  const isPhone = !Grid.useBreakpoint().sm;
  const [params, setParams] = useState<CollaboratorParams>({
    alcance: 'pendientes',
    buscar: '',
    page: 1,
    size: PAGE_SIZE,
  });
  const list = useCollaboratorTickets(params);
  const page = list.data;
  const marca = params.marca ?? page?.marcas[0]?.marca;
  const update = (next: Partial<CollaboratorParams>) =>
    setParams((current) => ({ ...current, page: 1, ...next }));

  return (
    <>
      <PageHeader title={route.nombre} subtitle="Los tickets que atiende su departamento" />
      <Card variant="borderless" className="tickets-collab">
        <div className="tickets-collab__toolbar">
          <Segmented<CollaboratorParams['alcance']>
            value={params.alcance}
            onChange={(alcance) => update({ alcance })}
            options={[
              { label: 'Pendientes', value: 'pendientes' },
              { label: 'Todas', value: 'todas' },
            ]}
          />
          <SearchInput
            placeholder={COLLABORATOR_SEARCH_PLACEHOLDER}
            onSearch={(buscar) => update({ buscar })}
            className="tickets-collab__search"
          />
        </div>
        <CountTabs
          tabs={(page?.marcas ?? []).map((tab) => ({
            key: tab.marca,
            label: tab.marca,
            count: brandCount(tab.total, params.buscar.trim() !== ''),
          }))}
          value={marca}
          onChange={(key) => update({ marca: key })}
          isPhone={isPhone}
          groupLabel="Marca"
        />
        <Table<TicketCard>
          rowKey="peticionID"
          size={isPhone ? 'small' : 'middle'}
          columns={columns}
          dataSource={page?.items ?? []}
          loading={isLoadingPage(list)}
          locale={{ emptyText: <EmptyState text={TICKET_MESSAGES.noTickets} /> }}
          onRow={(ticket) => ({
            onClick: () =>
              void navigate(`/Tickets/detalles/${ticket.peticionID}/c/${ticket.bodega}`),
            onKeyDown: (event) => {
              if (event.key === 'Enter')
                void navigate(`/Tickets/detalles/${ticket.peticionID}/c/${ticket.bodega}`);
            },
            tabIndex: 0,
            className: 'tickets-collab__row',
            'aria-label': `Ticket ${ticket.mascara}`,
          })}
          pagination={listPagination({
            page,
            currentPage: params.page,
            pageSize: PAGE_SIZE,
            onPageChange: (next) => setParams((current) => ({ ...current, page: next })),
          })}
          // A phone shows three columns: let them wrap to the card's width rather than scroll
          // sideways with the state cut off at the edge.
          scroll={isPhone ? undefined : { x: 'max-content' }}
        />
      </Card>
    </>
  );
}
