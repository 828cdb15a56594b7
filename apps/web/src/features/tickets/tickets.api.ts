import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SuccessSchema } from '@jarvis/contracts/errors';
import {
  ChangeStateResultSchema,
  MineDepartmentsSchema,
  NewTicketResultSchema,
  TicketCardPageSchema,
  TicketCatalogSchema,
  TicketDetailSchema,
  type ChangeState,
  type MineQuery,
} from '@jarvis/contracts/tickets';
import { api, isApiError } from '../../lib/api-client';
import { errorText } from '../../lib/form-rules';
import { toast } from '../../lib/toast';

export type TipoMenu = ChangeState['tipoMenu'];
export type MineParams = Pick<MineQuery, 'estado' | 'departamento' | 'page' | 'size'>;

export const ticketKeys = {
  all: ['tickets'] as const,
  catalog: () => [...ticketKeys.all, 'catalogo'] as const,
  mineLists: () => [...ticketKeys.all, 'mios'] as const,
  mine: (params: MineParams) => [...ticketKeys.mineLists(), params] as const,
  mineDepartments: () => [...ticketKeys.all, 'mios-departamentos'] as const,
  details: () => [...ticketKeys.all, 'detalle'] as const,
  detail: (id: number, tipoMenu: TipoMenu) => [...ticketKeys.details(), id, tipoMenu] as const,
};

/** Spec 1 §8: a refused request shows the server's message for 5 seconds. */
const ERROR_TOAST_SECONDS = 5;

export function toastTicketError(error: unknown): void {
  if (isApiError(error) && error.isSessionOver) return;
  toast.error(errorText(error), ERROR_TOAST_SECONDS);
}

function minePath({ estado, departamento, page, size }: MineParams): string {
  const query = new URLSearchParams({ page: String(page), size: String(size) });
  if (estado) query.set('estado', estado);
  if (departamento) query.set('departamento', departamento);
  return `/api/tickets/mios?${query.toString()}`;
}

export function useTicketCatalog() {
  return useQuery({
    queryKey: ticketKeys.catalog(),
    queryFn: ({ signal }) => api.get('/api/tickets/catalogo', TicketCatalogSchema, { signal }),
    staleTime: 10 * 60_000,
  });
}

/**
 * 'Crear Ticket': the text fields and the images travel together as one multipart request, with the
 * form fill's idempotency key.
 */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: ({ form, idempotencyKey }: { form: FormData; idempotencyKey: string }) =>
      api.postForm('/api/tickets', form, NewTicketResultSchema, { idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.mineLists() }),
  });
}

export function useMyTickets(params: MineParams, enabled = true) {
  return useQuery({
    queryKey: ticketKeys.mine(params),
    queryFn: ({ signal }) => api.get(minePath(params), TicketCardPageSchema, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}

/** 'Filtrar Departamento': the departments the user can raise tickets to, as 'Crear Ticket'. */
export function useMineDepartments() {
  return useQuery({
    queryKey: ticketKeys.mineDepartments(),
    queryFn: ({ signal }) =>
      api.get('/api/tickets/mios/departamentos', MineDepartmentsSchema, { signal }),
    select: (answer) => answer.departamentos,
    staleTime: 10 * 60_000,
  });
}

export function useTicketDetail(id: number, tipoMenu: TipoMenu, enabled: boolean) {
  return useQuery({
    queryKey: ticketKeys.detail(id, tipoMenu),
    queryFn: ({ signal }) =>
      api.get(`/api/tickets/${id}?tipoMenu=${tipoMenu}`, TicketDetailSchema, { signal }),
    // The page explains a missing or foreign ticket itself.
    meta: { errorToast: false },
    enabled,
    staleTime: 0,
  });
}

/**
 * A collaborator's move. A stale version (someone moved it first) answers 409: the message stays 5
 * seconds and the detail reloads, so the buttons match the ticket's current state.
 */
export function useChangeTicketState(id: number, tipoMenu: TipoMenu) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (body: Omit<ChangeState, 'tipoMenu'>) =>
      api.put(`/api/tickets/${id}/estado`, { ...body, tipoMenu }, ChangeStateResultSchema),
    onError: async (error) => {
      toastTicketError(error);
      if (isApiError(error) && error.code === 'CONFLICT')
        await queryClient.invalidateQueries({ queryKey: ticketKeys.detail(id, tipoMenu) });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketKeys.detail(id, tipoMenu) }),
        queryClient.invalidateQueries({ queryKey: ticketKeys.mineLists() }),
      ]),
  });
}

/** 'Modificar Descripción' (requesters, while editComment is 1). */
export function useEditDescription(id: number, tipoMenu: TipoMenu) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (body: { texto: string; version: number }) =>
      api.put(`/api/tickets/${id}/descripcion`, body, SuccessSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketKeys.detail(id, tipoMenu) }),
  });
}
