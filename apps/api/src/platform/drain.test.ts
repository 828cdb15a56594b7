import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorHandler } from '../errors';
import { drainPlugin } from './drain';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const tick = (ms = 30) => new Promise((r) => setTimeout(r, ms));

/** An app whose /api/slow handler waits for `release`, then does its "last query". */
async function appWithSlowRoute(timeoutMs?: number) {
  const events: string[] = [];
  const started = deferred();
  const release = deferred();
  let handlersRun = 0;
  const app = Fastify({ logger: false });
  app.setErrorHandler(errorHandler);
  await app.register(drainPlugin, timeoutMs ? { timeoutMs } : {});
  app.get('/api/slow', async () => {
    handlersRun += 1;
    started.resolve();
    await release.promise;
    events.push('last query');
    return { ok: true };
  });
  app.get('/static', (_req, reply) => {
    setTimeout(() => void reply.send('file'), 5);
  });
  app.addHook('onClose', async () => {
    events.push('database closed');
  });
  return { app, events, started, release, handlersRun: () => handlersRun };
}

describe('closing the API', () => {
  it('waits for a handler still running before the database is closed', async () => {
    const { app, events, started, release } = await appWithSlowRoute();
    const answer = app.inject({ method: 'GET', url: '/api/slow' });
    await started.promise;
    const closed = app.close().then(() => events.push('closed'));
    await tick();
    expect(events).toEqual([]);
    release.resolve();
    await closed;
    expect((await answer).statusCode).toBe(200);
    expect(events).toEqual(['last query', 'database closed', 'closed']);
  });

  it('starts no API handler once closing has begun', async () => {
    const { app, started, release, handlersRun } = await appWithSlowRoute();
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const first = fetch(`${url}/api/slow`);
    await started.promise;
    const closed = app.close();
    await tick();
    const late = await fetch(`${url}/api/slow`, { headers: { connection: 'close' } });
    expect(late.status).toBe(503);
    expect(handlersRun()).toBe(1);
    release.resolve();
    expect((await first).status).toBe(200);
    await closed;
  });

  it('gives up waiting after the time limit', async () => {
    const { app, events, started } = await appWithSlowRoute(100);
    void app.inject({ method: 'GET', url: '/api/slow' });
    await started.promise;
    const before = Date.now();
    await app.close();
    expect(Date.now() - before).toBeGreaterThanOrEqual(90);
    expect(events).toEqual(['database closed']);
  });

  it('leaves handlers outside the API as they are (replies sent from callbacks)', async () => {
    const { app } = await appWithSlowRoute();
    const answer = await app.inject({ method: 'GET', url: '/static' });
    expect(answer.body).toBe('file');
    await app.close();
  });
});
