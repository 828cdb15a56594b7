import { ApiErrorSchema, COMMON_MESSAGES } from '@jarvis/contracts/errors';
import { SESSION_EXPIRED_PATH } from '@jarvis/contracts/shell';
import { ApiError } from '../../lib/api-client';
import { clearSession, getToken } from '../../lib/session';

export type AttachmentRef = { correoId: number; indice: number; filename: string };

export const attachmentPath = ({ correoId, indice }: AttachmentRef) =>
  `/api/mail/outbox/${correoId}/adjuntos/${indice}`;

async function failure(response: Response): Promise<ApiError> {
  const parsed = ApiErrorSchema.safeParse(await response.json().catch(() => undefined));
  if (parsed.success) {
    const { code, message } = parsed.data;
    return new ApiError({ status: response.status, code, message });
  }
  return new ApiError({
    status: response.status,
    code: 'INTERNAL',
    message: COMMON_MESSAGES.internal,
  });
}

/**
 * Saves an attachment of the outbox. The file needs the bearer header, which a plain link cannot
 * send, so it is fetched and handed to the browser as an object URL.
 */
export async function downloadAttachment(attachment: AttachmentRef): Promise<void> {
  const token = getToken();
  const response = await fetch(attachmentPath(attachment), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const error = await failure(response);
    if (error.isSessionOver) {
      clearSession();
      window.location.assign(SESSION_EXPIRED_PATH);
    }
    throw error;
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = attachment.filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; free it once the download has surely begun.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
