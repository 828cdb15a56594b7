import { AppError } from '../../errors';
import type { PublicCtx } from '../../platform/context';
import type { FileAnswer } from '../../platform/files/send-file';

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

/** An uploaded file behind its signed URL: the signature is the permission, until it expires. */
export async function openSigned(
  ctx: PublicCtx,
  key: string,
  link: { exp: number; firma: string },
): Promise<FileAnswer> {
  const { files } = ctx.platform;
  if (!files.verify(key, link.exp, link.firma))
    throw new AppError('FORBIDDEN', 'El enlace del archivo venció; recargue la página');
  const stream = await files.open(key);
  if (!stream) throw new AppError('NOT_FOUND', 'El archivo ya no está disponible');
  return {
    contentType: CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream',
    body: stream,
    cacheControl: 'private, max-age=3600',
  };
}
