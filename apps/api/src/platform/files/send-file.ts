import type { FastifyReply } from 'fastify';

/**
 * A file a route answers with. Services return it (an export, a mail attachment, an uploaded
 * image) and the route hands it to `sendFile`: no service writes to the reply.
 */
export type FileAnswer = {
  contentType: string;
  body: Buffer | string | NodeJS.ReadableStream;
  /** Given, the file is offered for download under this name; absent, it is shown in place. */
  filename?: string;
  /** Downloads are never cached: they hold what one user may see, as of now. */
  cacheControl?: string;
};

const PLAIN_NAME = /^[\w.-]+$/;

/** A plain name goes quoted; one with spaces or accents percent-encoded in UTF-8 (RFC 6266). */
export function attachmentOf(filename: string): string {
  return PLAIN_NAME.test(filename)
    ? `attachment; filename="${filename}"`
    : `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export function sendFile(reply: FastifyReply, file: FileAnswer) {
  if (file.filename) reply.header('content-disposition', attachmentOf(file.filename));
  return reply
    .header('content-type', file.contentType)
    .header('cache-control', file.cacheControl ?? 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.body);
}
