import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  INVENTORY_MESSAGES as M,
  InventoryChangeResultSchema,
  InventoryLineSchema,
  InventoryOptionsSchema,
  InventoryOverseenPageSchema,
  InventoryPageSchema,
  InventoryReviewSchema,
  InventorySchema,
  NewInventoryResultSchema,
  type InventoryAction,
  type InventoryLine,
  type InventoryOverseenQuery,
  type NewInventory,
} from '@jarvis/contracts/inventory';
import { ApiError, api } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';
import { newerLines } from './count-merge';
import type { PendingCount, SaveOutcome } from './count-outbox';

const BASE = '/api/inventarios';

/** The inventory screens' query keys: every move invalidates `inventoryKeys.all`. */
export const inventoryKeys = {
  all: ['inventarios'] as const,
  options: (fecha: string | undefined) => [...inventoryKeys.all, 'opciones', fecha] as const,
  list: (params: object) => [...inventoryKeys.all, 'lista', params] as const,
  overseen: (params: object) => [...inventoryKeys.all, 'listado', params] as const,
  detail: (inventarioId: number) => [...inventoryKeys.all, 'detalle', inventarioId] as const,
  review: (fecha: string | undefined) => [...inventoryKeys.all, 'revision', fecha] as const,
};

/** While a count is being typed, how often the screen reads it again (another phone's cells). */
export const COUNT_POLL_MS = 5_000;

function queryString(params: Record<string, string | number | undefined>) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') query.set(key, String(value));
  return query.toString();
}

/** The wizard's facts for a date: suggested type, an existing count, what blocks which type. */
export function useInventoryOptions(fecha: string | undefined) {
  return useQuery({
    queryKey: inventoryKeys.options(fecha),
    queryFn: ({ signal }) =>
      api.get(`${BASE}/opciones?${queryString({ fecha })}`, InventoryOptionsSchema, { signal }),
    placeholderData: keepPreviousData,
    meta: { errorToast: false },
  });
}

/** 'Crear': the wizard shows a refusal by the step it names. */
export function useCreateInventory() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: ({
      inventory,
      idempotencyKey,
    }: {
      inventory: NewInventory;
      idempotencyKey: string;
    }) => api.post(BASE, inventory, NewInventoryResultSchema, { idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}

/** /Inventario: the branch's counts, newest first. */
export function useInventoryList(params: { page: number; size: number }) {
  return useQuery({
    queryKey: inventoryKeys.list(params),
    queryFn: ({ signal }) =>
      api.get(`${BASE}?${queryString(params)}`, InventoryPageSchema, { signal }),
    placeholderData: keepPreviousData,
    meta: { errorToast: false },
  });
}

/** /Inventario/listado: the counts of the branches the user oversees. */
export function useOverseenInventories(params: InventoryOverseenQuery) {
  return useQuery({
    queryKey: inventoryKeys.overseen(params),
    queryFn: ({ signal }) =>
      api.get(`${BASE}/listado?${queryString(params)}`, InventoryOverseenPageSchema, { signal }),
    placeholderData: keepPreviousData,
    meta: { errorToast: false },
  });
}

/**
 * A count with its lines. While it is En Proceso it is read again every few seconds, so two people
 * counting on two phones see each other's cells.
 */
export function useInventory(inventarioId: number) {
  return useQuery({
    queryKey: inventoryKeys.detail(inventarioId),
    queryFn: ({ signal }) =>
      api.get(`${BASE}/${String(inventarioId)}`, InventorySchema, { signal }),
    refetchInterval: (query) => (query.state.data?.estado === 1 ? COUNT_POLL_MS : false),
    // A read that left before a cell's save answered does not bring back the older line.
    structuralSharing: newerLines,
    meta: { errorToast: false },
  });
}

/** What no connection looks like: no answer at all, or a gateway that could not reach the API. */
const isUnreachable = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || [502, 503, 504].includes(error.status));

/** One cell, sent for the outbox: saved, a conflict (409 on a line), refused, or offline. */
export async function sendCount(
  inventarioId: number,
  edit: PendingCount,
): Promise<SaveOutcome<InventoryLine>> {
  try {
    const line = await api.put(
      `${BASE}/${String(inventarioId)}/detalle/${String(edit.inventarioDetalleId)}`,
      { campo: edit.campo, valor: edit.valor, version: edit.version },
      InventoryLineSchema,
    );
    return { kind: 'saved', line };
  } catch (error) {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return { kind: 'offline' };
    if (isUnreachable(error)) return { kind: 'offline' };
    if (error instanceof ApiError && error.status === 409 && error.message === M.cellStale)
      return { kind: 'conflict' };
    if (error instanceof ApiError && error.isSessionOver) return { kind: 'offline' };
    return {
      kind: 'refused',
      message: error instanceof Error ? error.message : 'No se pudo guardar',
    };
  }
}

/** Finalizar, Aprobar, Habilitar, Anular: the screen toasts and leaves for the list. */
export function useMoveInventory() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: ({
      inventarioId,
      action,
      version,
    }: {
      inventarioId: number;
      action: InventoryAction;
      version: number;
    }) =>
      api.post(
        `${BASE}/${String(inventarioId)}/${action}`,
        { version },
        InventoryChangeResultSchema,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}

/** /Inventario/revision for a date. */
export function useInventoryReview(fecha: string | undefined) {
  return useQuery({
    queryKey: inventoryKeys.review(fecha),
    queryFn: ({ signal }) =>
      api.get(`${BASE}/revision?${queryString({ fecha })}`, InventoryReviewSchema, { signal }),
    placeholderData: keepPreviousData,
    meta: { errorToast: false },
  });
}

/** 'Exportar Excel' of a count; a failure is toasted by the shell. */
export function useExportInventory() {
  return useMutation({
    mutationFn: ({ inventarioId, mask }: { inventarioId: number; mask: string }) =>
      downloadFile(`${BASE}/${String(inventarioId)}/exportar`, `inventario-${mask}.xlsx`),
  });
}

/** 'Exportar Excel' of the review's figures for a date. */
export function useExportReview() {
  return useMutation({
    mutationFn: (fecha: string) =>
      downloadFile(
        `${BASE}/revision/exportar?${queryString({ fecha })}`,
        `inventarios-revision-${fecha}.xlsx`,
      ),
  });
}
