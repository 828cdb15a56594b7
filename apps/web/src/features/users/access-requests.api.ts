import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AccessRequestPageSchema,
  type AccessRequestState,
  type DeclineAccessRequest,
} from '@jarvis/contracts/access-requests';
import { SuccessSchema } from '@jarvis/contracts/errors';
import { api } from '../../lib/api-client';
import { toastUserAdminError } from './users.api';

/** 'Solicitudes de acceso': the registration page's requests, for administrators (issue 51). */

const BASE = '/api/users/solicitudes';

export type AccessRequestParams = { estado: AccessRequestState; page: number; size: number };

export const accessRequestKeys = {
  all: ['access-requests'] as const,
  list: (params: AccessRequestParams) => [...accessRequestKeys.all, params] as const,
};

function listPath({ estado, page, size }: AccessRequestParams): string {
  const query = new URLSearchParams({ estado, page: String(page), size: String(size) });
  return `${BASE}?${query.toString()}`;
}

export function useAccessRequests(params: AccessRequestParams) {
  return useQuery({
    queryKey: accessRequestKeys.list(params),
    queryFn: ({ signal }) => api.get(listPath(params), AccessRequestPageSchema, { signal }),
    placeholderData: keepPreviousData,
    // Another administrator may have resolved one meanwhile.
    staleTime: 0,
  });
}

/** After any resolution, or an attempt another administrator beat, the lists read again. */
export function useReloadAccessRequests() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: accessRequestKeys.all });
}

/** 'Rechazar': the reason is mailed to the requester. */
export function useDeclineAccessRequest(solicitudId: number) {
  const reload = useReloadAccessRequests();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (values: DeclineAccessRequest) =>
      api.post(`${BASE}/${solicitudId}/rechazar`, values, SuccessSchema),
    onError: toastUserAdminError,
    onSettled: reload,
  });
}
