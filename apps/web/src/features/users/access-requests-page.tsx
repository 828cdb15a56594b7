import { useState } from 'react';
import { Card, Grid } from 'antd';
import {
  ACCESS_REQUEST_STATES,
  ACCESS_REQUEST_TAB_LABELS,
  AccessRequestQuerySchema,
  splitFullName,
  type AccessRequest,
  type AccessRequestState,
} from '@jarvis/contracts/access-requests';
import { CountTabs } from '../../components/ui/count-tabs';
import { PageHeader } from '../../components/ui/page-header';
import { isLoadingPage } from '../../components/ui/paged-list';
import { useListState } from '../../lib/list-state';
import { AccessRequestDeclineModal } from './access-request-decline-modal';
import { AccessRequestCards, AccessRequestsTable } from './access-requests-list';
import { useAccessRequests, useReloadAccessRequests } from './access-requests.api';
import { NewUserModal, type NewUserPrefill } from './new-user-modal';
import './users.css';

const PAGE_SIZE = 10;

const EMPTY_TEXT: Record<AccessRequestState, string> = {
  pendiente: 'No hay solicitudes pendientes',
  aprobada: 'No hay solicitudes aprobadas',
  rechazada: 'No hay solicitudes rechazadas',
};

/** What the address keeps: the tab and the page. */
const LIST_QUERY = AccessRequestQuerySchema.pick({ estado: true, page: true });

/** 'Registro de Usuario' filled in from the request: names split, its e-mail. */
const prefillOf = (request: AccessRequest): NewUserPrefill => ({
  accessRequestId: request.solicitudId,
  values: { ...splitFullName(request.nombreCompleto), correo: request.correo },
});

type AccessRequestsPageProps = { route: { nombre: string } };
type Declining = { request: AccessRequest; open: boolean };

/**
 * 'Solicitudes de acceso': what people asked for on the registration page. An administrator creates
 * the user ('Registro de Usuario', filled in from the request) or declines it with a reason. The
 * tab and the page live in the address: Back, a reload and a shared link show the same list.
 */
export function AccessRequestsPage({ route }: AccessRequestsPageProps) {
  const { values, refine, turnPage } = useListState(LIST_QUERY);
  const { estado, page } = values;
  const [creating, setCreating] = useState<NewUserPrefill | null>(null);
  const [declining, setDeclining] = useState<Declining | null>(null);
  const isNarrow = !Grid.useBreakpoint().lg;
  const list = useAccessRequests({ estado, page, size: PAGE_SIZE });
  const reload = useReloadAccessRequests();
  const ListView = isNarrow ? AccessRequestCards : AccessRequestsTable;

  const closeCreation = () => {
    setCreating(null);
    // Created, or refused because another administrator resolved it first: either way it moved.
    void reload();
  };

  return (
    <>
      <PageHeader title={route.nombre} subtitle="Pedidos de cuenta desde la página de registro" />
      <Card variant="borderless" className="users-panel">
        <CountTabs
          tabs={ACCESS_REQUEST_STATES.map((key) => ({
            key,
            label: ACCESS_REQUEST_TAB_LABELS[key],
            count: list.data?.estados.find((e) => e.estado === key)?.total,
          }))}
          value={estado}
          onChange={(next) => refine({ estado: next })}
          isPhone={isNarrow}
          groupLabel="Filtrar por estado"
        />
        <ListView
          page={list.data}
          currentPage={page}
          pageSize={PAGE_SIZE}
          isLoading={isLoadingPage(list)}
          emptyText={EMPTY_TEXT[estado]}
          onPageChange={turnPage}
          estado={estado}
          onCreate={(request) => setCreating(prefillOf(request))}
          onDecline={(request) => setDeclining({ request, open: true })}
        />
      </Card>
      <NewUserModal open={creating !== null} onClose={closeCreation} prefill={creating} />
      <AccessRequestDeclineModal
        request={declining?.request ?? null}
        open={declining?.open ?? false}
        onClose={() => setDeclining((current) => current && { ...current, open: false })}
        afterClose={() => setDeclining(null)}
      />
    </>
  );
}
