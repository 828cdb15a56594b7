import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NewTransferResultSchema,
  TransferArticleOptionsSchema,
  TransferChangeResultSchema,
  TransferDifferencesSchema,
  TransferOptionsSchema,
  TransferPageSchema,
  TransferSchema,
  type NewTransfer,
  type TransferDifferencesQuery,
  type TransferStep,
} from '@jarvis/contracts/transfers';
import { api } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';

const BASE = '/api/traslados';

/** The transfers screens' query keys: every step invalidates `transfersKeys.all`. */
export const transfersKeys = {
  all: ['traslados'] as const,
  options: () => [...transfersKeys.all, 'opciones'] as const,
  articles: (buscar: string) => [...transfersKeys.all, 'articulos', buscar] as const,
  list: (vista: TransferListView, params: object) =>
    [...transfersKeys.all, 'lista', vista, params] as const,
  detail: (trasladoId: number) => [...transfersKeys.all, 'detalle', trasladoId] as const,
  differences: (params: object) => [...transfersKeys.all, 'diferencias', params] as const,
};

/** The lists' routes: the branch's own requests, the last three, and those waiting for it to send. */
export type TransferListView = 'mios' | 'recientes' | 'por-enviar' | 'revisar';

export const DIFFERENCES_FILENAME = 'diferencias-traslados.xlsx';

function queryString(params: Record<string, string | number | undefined>) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') query.set(key, String(value));
  return query.toString();
}

/** The request form's branches and date window. */
export function useTransferOptions() {
  return useQuery({
    queryKey: transfersKeys.options(),
    queryFn: ({ signal }) => api.get(`${BASE}/opciones`, TransferOptionsSchema, { signal }),
    // The page shows the failure in place, with a way to try again.
    meta: { errorToast: false },
  });
}

/** The active catalogue searched by the server, once something is typed. */
export function useTransferArticles(buscar: string) {
  const term = buscar.trim();
  return useQuery({
    queryKey: transfersKeys.articles(term),
    queryFn: ({ signal }) =>
      api.get(`${BASE}/articulos?${queryString({ buscar: term })}`, TransferArticleOptionsSchema, {
        signal,
      }),
    enabled: term.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useTransferList(
  vista: TransferListView,
  params: { page: number; size: number },
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: transfersKeys.list(vista, params),
    queryFn: ({ signal }) =>
      api.get(
        vista === 'recientes' ? `${BASE}/recientes` : `${BASE}/${vista}?${queryString(params)}`,
        TransferPageSchema,
        { signal },
      ),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    // Each list shows its failure in its own place.
    meta: { errorToast: false },
  });
}

export function useTransfer(trasladoId: number | undefined) {
  return useQuery({
    queryKey: transfersKeys.detail(trasladoId ?? 0),
    queryFn: ({ signal }) => api.get(`${BASE}/${String(trasladoId)}`, TransferSchema, { signal }),
    enabled: trasladoId !== undefined,
    meta: { errorToast: false },
  });
}

/** 'Solicitar': the page shows a refusal by the control it names; the shell toasts success. */
export function useCreateTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: ({ transfer, idempotencyKey }: { transfer: NewTransfer; idempotencyKey: string }) =>
      api.post(BASE, transfer, NewTransferResultSchema, { idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transfersKeys.all }),
  });
}

export type TransferMove =
  | { trasladoId: number; action: 'enviar' | 'recibir'; step: TransferStep }
  | { trasladoId: number; action: 'anular'; step: { version: number } };

/**
 * 'Enviar', 'Verificar' and 'Anular'. The dialog shows a refusal in place; a 409 (someone else
 * moved it first) refreshes the lists so that the transfer is shown as it stands now.
 */
export function useMoveTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: ({ trasladoId, action, step }: TransferMove) =>
      api.post(`${BASE}/${String(trasladoId)}/${action}`, step, TransferChangeResultSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: transfersKeys.all }),
  });
}

export function useTransferDifferences(params: TransferDifferencesQuery) {
  return useQuery({
    queryKey: transfersKeys.differences(params),
    queryFn: ({ signal }) =>
      api.get(`${BASE}/diferencias?${queryString(params)}`, TransferDifferencesSchema, {
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { errorToast: false },
  });
}

/** 'Exportar Excel' of the report as filtered; a failure is toasted by the shell. */
export function useExportDifferences() {
  return useMutation({
    mutationFn: (params: TransferDifferencesQuery) =>
      downloadFile(`${BASE}/diferencias/exportar?${queryString(params)}`, DIFFERENCES_FILENAME),
  });
}
