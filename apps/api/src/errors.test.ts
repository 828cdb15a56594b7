import Fastify from 'fastify';
import { COMMON_MESSAGES } from '@jarvis/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from './errors';

/** An error as Drizzle throws it: the driver's error, with PostgreSQL's code, as its cause. */
function failedQuery(code: string, message: string) {
  return Object.assign(new Error('Failed query: update "proveedor_articulos" …'), {
    cause: Object.assign(new Error(message), { code }),
  });
}

const app = Fastify({ logger: false });
app.setErrorHandler(errorHandler);
app.get('/deadlock', async () => {
  throw failedQuery('40P01', 'deadlock detected');
});
app.get('/serialization', async () => {
  throw failedQuery('40001', 'could not serialize access due to concurrent update');
});
app.get('/out-of-range', async () => {
  throw failedQuery('22003', 'value "99999999999" is out of range for type integer');
});
app.get('/nul', async () => {
  throw failedQuery('22021', 'invalid byte sequence for encoding "UTF8": 0x00');
});
app.get('/fault', async () => {
  throw failedQuery('42P01', 'relation "nada" does not exist');
});
beforeAll(() => app.ready());
afterAll(() => app.close());

describe('the error handler', () => {
  it('answers a transaction PostgreSQL ended for a concurrent one as a lost race (409)', async () => {
    for (const url of ['/deadlock', '/serialization']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(409);
      expect(res.json()).toEqual({
        statusCode: 409,
        code: 'CONFLICT',
        message: COMMON_MESSAGES.conflict,
      });
    }
  });

  it('answers a value PostgreSQL itself refused as bad input (400), without its details', async () => {
    for (const url of ['/out-of-range', '/nul']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: COMMON_MESSAGES.invalidInput,
      });
    }
  });

  it('answers any other database error as a fault, without its details', async () => {
    const res = await app.inject({ url: '/fault' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      statusCode: 500,
      code: 'INTERNAL',
      message: COMMON_MESSAGES.internal,
    });
  });
});
