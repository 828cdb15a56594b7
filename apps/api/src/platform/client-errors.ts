import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { COMMON_MESSAGES } from '@jarvis/contracts/errors';
import { toApiError } from '../errors';

/**
 * Requests refused before any route is found, answered in the API's one error shape: Fastify's own
 * answers are English and shaped differently ({ error, message: 'Client Error' }). Browsers never
 * send these; hand-made clients and scanners do.
 */

/** A path that cannot be decoded ('%E0%A4%A'): Fastify's `frameworkErrors`. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ err: error }, 'request refused before routing');
  void reply.status(400).send(toApiError('VALIDATION_ERROR', COMMON_MESSAGES.badRequest));
}

/**
 * A request Node's HTTP parser refused (a raw 'Ó' in the URL, malformed headers, headers too
 * large): Fastify's `clientErrorHandler`, which writes to the socket itself, as Fastify's does.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // A client too slow to send its request is told so, as by Node's own handler, with no body.
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT' && socket.writable)
    socket.write('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n');
  else if (socket.writable) {
    const [status, answer] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [
            '431 Request Header Fields Too Large',
            {
              statusCode: 431,
              code: 'PAYLOAD_TOO_LARGE',
              message: COMMON_MESSAGES.headersTooLarge,
            },
          ]
        : ['400 Bad Request', toApiError('VALIDATION_ERROR', COMMON_MESSAGES.badRequest)];
    const body = JSON.stringify(answer);
    socket.write(
      `HTTP/1.1 ${status}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
