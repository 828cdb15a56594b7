import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NewWasteResultSchema,
  WasteArticleOptionsSchema,
  WasteChangeResultSchema,
  WasteCostReportSchema,
  WasteOptionsSchema,
  WastePageSchema,
  type NewWaste,
  type WasteAction,
  type WasteCostQuery,
  type WasteListQuery,
} from '@jarvis/contracts/waste';
import { api } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';

const BASE = '/api/desechos';

/** The waste screens' query keys: every create and move invalidates `wasteKeys.all`. */
export const wasteKeys = {
  all: ['desechos'] as const,
  options: () => [...wasteKeys.all, 'opciones'] as const,
  articles: (buscar: string) => [...wasteKeys.all, 'articulos', buscar] as const,
  recent: () => [...wasteKeys.all, 'recientes'] as const,
  list: (params: object) => [...wasteKeys.all, 'lista', params] as const,
  cost: (params: object) => [...wasteKeys.all, 'costos', params] as const,
};

function queryString(params: Record<string, string | number | undefined>) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') query.set(key, String(value));
  return query.toString();
}

export function useWasteOptions() {
  return useQuery({
    queryKey: wasteKeys.options(),
    queryFn: ({ signal }) => api.get(`${BASE}/opciones`, WasteOptionsSchema, { signal }),
    meta: { errorToast: false },
  });
}

/** The active catalogue searched by the server, once something is typed. */
export function useWasteArticles(buscar: string) {
  const term = buscar.trim();
  return useQuery({
    queryKey: wasteKeys.articles(term),
    queryFn: ({ signal }) =>
      api.get(`${BASE}/articulos?${queryString({ buscar: term })}`, WasteArticleOptionsSchema, {
        signal,
      }),
    enabled: term.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** 'Aceptar': the form shows a refusal in place; the shell toasts the success. */
export function useCreateWaste() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: ({ waste, idempotencyKey }: { waste: NewWaste; idempotencyKey: string }) =>
      api.post(BASE, waste, NewWasteResultSchema, { idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wasteKeys.all }),
  });
}

export function useRecentWastes() {
  return useQuery({
    queryKey: wasteKeys.recent(),
    queryFn: ({ signal }) => api.get(`${BASE}/recientes`, WastePageSchema, { signal }),
    meta: { errorToast: false },
  });
}

export function useWasteList(params: WasteListQuery) {
  return useQuery({
    queryKey: wasteKeys.list(params),
    queryFn: ({ signal }) => api.get(`${BASE}?${queryString(params)}`, WastePageSchema, { signal }),
    placeholderData: keepPreviousData,
    meta: { errorToast: false },
  });
}

/** 'Revisar' and 'Aplicar': the shell toasts the answer, success or refusal. */
export function useMoveWaste() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      desechoId,
      action,
      version,
    }: {
      desechoId: number;
      action: WasteAction;
      version: number;
    }) => api.post(`${BASE}/${String(desechoId)}/${action}`, { version }, WasteChangeResultSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wasteKeys.all }),
  });
}

export function useWasteCost(params: WasteCostQuery) {
  return useQuery({
    queryKey: wasteKeys.cost(params),
    queryFn: ({ signal }) =>
      api.get(`${BASE}/costos?${queryString(params)}`, WasteCostReportSchema, { signal }),
    placeholderData: keepPreviousData,
    meta: { errorToast: false },
  });
}

/** 'Exportar Excel' of the report as filtered; a failure is toasted by the shell. */
export function useExportWasteCost() {
  return useMutation({
    mutationFn: (params: WasteCostQuery) =>
      downloadFile(`${BASE}/costos/exportar?${queryString(params)}`, 'desechos-costos.xlsx'),
  });
}
