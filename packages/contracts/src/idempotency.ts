import { z } from 'zod';
import { whenMissing } from './common';

/**
 * Creates are idempotent (ARCHITECTURE): the client sends a key of its own with every create, the
 * same key for a repeat of the same form fill (a double click, a retry after a network failure). A
 * repeat answers the first result, marked with `IDEMPOTENT_REPLAY_HEADER`, and creates nothing.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_KEY_MAX = 100;

/** Refusals of the key itself; one sent again with another request is IDEMPOTENCY_KEY_REUSED (409). */
export const IDEMPOTENCY_MESSAGES = {
  keyMissing: 'Falta la clave de idempotencia (Idempotency-Key).',
  keyInvalid:
    'La clave de idempotencia (Idempotency-Key) debe tener de 1 a 100 caracteres imprimibles.',
} as const;

const M = IDEMPOTENCY_MESSAGES;

/** Printable ASCII, as a header carries it (Node trims the spaces at either end). */
const PRINTABLE = /^[\x20-\x7E]+$/;

export const IdempotencyKeySchema = z
  .string({ error: whenMissing(M.keyMissing) })
  .min(1, M.keyMissing)
  .max(IDEMPOTENCY_KEY_MAX, M.keyInvalid)
  .regex(PRINTABLE, M.keyInvalid)
  .meta({
    description:
      'Clave de la solicitud, generada por el cliente (un UUID por formulario llenado). Repetida ' +
      'con la misma solicitud, responde el primer resultado sin crear nada, con el encabezado ' +
      "'Idempotent-Replayed: true'; con otra solicitud, 409. Se guarda 24 horas.",
  });

/** The headers of a create route (Fastify reads header names in lower case). */
export const IdempotentCreateHeadersSchema = z.object({
  'idempotency-key': IdempotencyKeySchema,
});
