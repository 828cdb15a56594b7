import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ERP_PAGE_MESSAGES,
  ErpDocumentPageSchema,
  ErpHealthSchema,
  ErpRetryResultSchema,
  type ErpDocumentPage,
  type ErpDocumentState,
} from '@jarvis/contracts/erp';
import { api, isApiError } from '../../lib/api-client';
import { errorText } from '../../lib/form-rules';
import { toast } from '../../lib/toast';

export type ErpDocumentParams = { estado?: ErpDocumentState; page: number; size: number };

export const erpKeys = {
  all: ['erp'] as const,
  documentLists: () => [...erpKeys.all, 'documentos'] as const,
  documents: (params: ErpDocumentParams) => [...erpKeys.documentLists(), params] as const,
  health: () => [...erpKeys.all, 'salud'] as const,
};

/** While SAP still has work queued, the list follows it without the user reloading. */
const FOLLOW_MS = 15_000;

/** Spec 1 §8: a refused request shows the server's message for 5 seconds; SAP's text needs it. */
const ERROR_TOAST_SECONDS = 5;

const isInFlight = (page: ErpDocumentPage | undefined) =>
  page?.items.some((doc) => doc.estado === 'pendiente' || doc.estado === 'enviando') ?? false;

function documentsPath({ estado, page, size }: ErpDocumentParams): string {
  const query = new URLSearchParams({ page: String(page), size: String(size) });
  if (estado) query.set('estado', estado);
  return `/api/erp/documentos?${query.toString()}`;
}

export function useErpDocuments(params: ErpDocumentParams) {
  return useQuery({
    queryKey: erpKeys.documents(params),
    queryFn: ({ signal }) => api.get(documentsPath(params), ErpDocumentPageSchema, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (query) => (isInFlight(query.state.data) ? FOLLOW_MS : false),
    // The page shows the failure in place of the list.
    meta: { errorToast: false },
  });
}

export function useErpHealth() {
  return useQuery({
    queryKey: erpKeys.health(),
    queryFn: ({ signal }) => api.get('/api/erp/salud', ErpHealthSchema, { signal }),
    // The health card reports its own failure.
    meta: { errorToast: false },
    retry: false,
  });
}

/** 'Reintentar': SAP either takes the document now or answers why not; both arrive as 200. */
export function useRetryErpDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { successToast: false, errorToast: false },
    mutationFn: (documentoId: number) =>
      api.post(`/api/erp/documentos/${documentoId}/reintentar`, undefined, ErpRetryResultSchema),
    onSuccess: (result) => {
      if (result.error) toast.error(result.error, ERROR_TOAST_SECONDS);
      else toast.success(result.successful ?? ERP_PAGE_MESSAGES.retried);
    },
    onError: (error) => {
      if (isApiError(error) && error.isSessionOver) return;
      toast.error(errorText(error), ERROR_TOAST_SECONDS);
    },
    // A 409 means someone else moved the document on: the list shows where it stands now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: erpKeys.documentLists() }),
  });
}
