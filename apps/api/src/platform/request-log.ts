import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';

/** What a caller may choose as its request id: a short token, nothing a log line could be forged with. */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The request's id: the caller's X-Request-ID when it is a short token (a proxy or the web tying its
 * lines to ours), else a fresh one, so a header cannot put arbitrary text in every log line.
 */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * URLs whose secret travels in the address: a file's signature (anyone holding it sees the photo
 * for an hour) and a password-reset link's token. The log keeps where the request went, not the key.
 */
export function loggableUrl(url: string): string {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  const isSigned = at !== -1 && (/^\/+api\/+archivos\//i.test(path) || /firma=/i.test(url));
  // The web's routes ignore case, so the link works (and must be hidden) however it is spelled.
  return (isSigned ? path : url).replace(/^(\/+auth\/+reset-password\/+)[^/?#]+/i, '$1[oculto]');
}

/** Fastify's request serializer (method, url, host, address) with the URL above. */
export const requestLogSerializers = {
  req: (req: FastifyRequest) => ({
    method: req.method,
    url: loggableUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }),
};
