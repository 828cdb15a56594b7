import { ApiErrorSchema, COMMON_MESSAGES, DEFAULT_MESSAGE_BY_CODE } from '@jarvis/contracts/errors';
import { SESSION_EXPIRED_PATH } from '@jarvis/contracts/shell';
import { ApiError } from './api-client';
import { clearSession, getToken } from './session';

async function failure(response: Response): Promise<ApiError> {
  const parsed = ApiErrorSchema.safeParse(await response.json().catch(() => undefined));
  if (parsed.success) {
    const { code, message, fields } = parsed.data;
    return new ApiError({ status: response.status, code, message, ...(fields ? { fields } : {}) });
  }
  return new ApiError({
    status: response.status,
    code: 'INTERNAL',
    message: COMMON_MESSAGES.internal,
  });
}

/** The name the server gives the file: RFC 6266 `filename*` (UTF-8) first, then `filename`. */
export function filenameFrom(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: the plain name below still serves.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || undefined;
}

/**
 * Saves a file the API serves. It needs the bearer header, which a plain link cannot send, so it is
 * fetched and handed to the browser as an object URL, named as the server's Content-Disposition says.
 */
export async function downloadFile(
  path: string,
  fallbackFilename: string,
  /** A file made from what the request carries (the PDFs of the orders chosen): sent as JSON, POST. */
  body?: object,
): Promise<void> {
  const token = getToken();
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let response: Response;
  try {
    response = await fetch(path, {
      ...(body === undefined
        ? { headers }
        : {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }),
    });
  } catch {
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
  const filename = filenameFrom(response.headers.get('content-disposition')) ?? fallbackFilename;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; free it once the download has surely begun.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
