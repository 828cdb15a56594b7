import { useQuery } from '@tanstack/react-query';
import { ApiErrorSchema, COMMON_MESSAGES, DEFAULT_MESSAGE_BY_CODE } from '@jarvis/contracts/errors';
import {
  DownloadOptionsSchema,
  DownloadSummarySchema,
  type DownloadFormat,
  type DownloadQuery,
} from '@jarvis/contracts/orders-downloads';
import { SESSION_EXPIRED_PATH } from '@jarvis/contracts/shell';
import { api, ApiError } from '../../lib/api-client';
import { filenameFrom } from '../../lib/download';
import { clearSession, getToken } from '../../lib/session';
import { queryString } from './orders-list.api';
import { ordersKeys } from './orders.keys';

/** /Compras/descargas's calls (issue #53 point 5), all under /api/pedidos/descargas. */
const BASE = '/api/pedidos/descargas';

const downloadKeys = {
  all: [...ordersKeys.all, 'descargas'] as const,
  options: () => [...downloadKeys.all, 'opciones'] as const,
  summary: (query: object) => [...downloadKeys.all, 'resumen', query] as const,
};

export const downloadQueryString = (q: DownloadQuery) =>
  queryString({
    proveedorId: q.proveedorId,
    sucursalId: q.sucursalId,
    fecha: q.fecha,
    estado: q.estado,
  });

/** The form's suppliers and branches (a Restaurante user's own only). */
export function useDownloadOptions() {
  return useQuery({
    queryKey: downloadKeys.options(),
    queryFn: ({ signal }) => api.get(`${BASE}/opciones`, DownloadOptionsSchema, { signal }),
    meta: { errorToast: false },
  });
}

/** What the files of `query` will hold; read afresh each time 'Descargar' asks. */
export function useDownloadSummary(query: DownloadQuery | undefined) {
  return useQuery({
    queryKey: downloadKeys.summary(query ?? {}),
    queryFn: ({ signal }) =>
      api.get(`${BASE}/resumen?${downloadQueryString(query!)}`, DownloadSummarySchema, { signal }),
    enabled: query !== undefined,
    staleTime: 0,
    retry: false,
    meta: { errorToast: false },
  });
}

async function failure(response: Response): Promise<ApiError> {
  const parsed = ApiErrorSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success)
    return new ApiError({
      status: response.status,
      code: 'INTERNAL',
      message: COMMON_MESSAGES.internal,
    });
  const { code, message, fields } = parsed.data;
  return new ApiError({ status: response.status, code, message, ...(fields ? { fields } : {}) });
}

type ProgressDownload = {
  query: DownloadQuery;
  formato: DownloadFormat;
  /** The name to save under if the server gives none. */
  fallbackName: string;
  onProgress: (received: number) => void;
  signal?: AbortSignal;
};

/**
 * Downloads the selection's file, reading it piece by piece as the server writes it so that
 * `onProgress` can say how much has arrived; then hands it to the browser under the server's
 * name, which it answers. `lib/download.ts` reads the whole answer at once, with nothing to show
 * meanwhile.
 */
export async function downloadWithProgress({
  query,
  formato,
  fallbackName,
  onProgress,
  signal,
}: ProgressDownload): Promise<string> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(`${BASE}/${formato}?${downloadQueryString(query)}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(signal ? { signal } : {}),
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    const code = 'SERVICE_UNAVAILABLE';
    throw new ApiError({ status: 0, code, message: DEFAULT_MESSAGE_BY_CODE[code] });
  }
  if (!response.ok) {
    const error = await failure(response);
    if (error.isSessionOver) {
      clearSession();
      window.location.assign(SESSION_EXPIRED_PATH);
    }
    throw error;
  }
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = response.body?.getReader();
  for (;;) {
    const piece = reader ? await reader.read() : { done: true as const, value: undefined };
    if (piece.done) break;
    chunks.push(piece.value);
    received += piece.value.length;
    onProgress(received);
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const filename = filenameFrom(response.headers.get('content-disposition')) ?? fallbackName;
  const url = URL.createObjectURL(new Blob(chunks as BlobPart[], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; free it once the download has surely begun.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return filename;
}
