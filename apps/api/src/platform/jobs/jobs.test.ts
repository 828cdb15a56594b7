import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const statesOf = (queue: string) =>
  t.database.query<{ n: number; state: string }>(
    `SELECT (data->>'n')::int AS n, state FROM pgboss.job WHERE name = $1 ORDER BY 1`,
    [queue],
  );

describe('the job queue (pg-boss)', () => {
  it('runs a batch job by job: the one that fails is retried alone, the others run once', async () => {
    const queue = 'test.batch';
    const runs: number[] = [];
    await t.platform.jobs.work<{ n: number }>(
      queue,
      async ({ n }) => {
        runs.push(n);
        if (n === 3) throw new Error('el servidor de correo no responde');
      },
      { batchSize: 5 },
    );
    await t.platform.jobs.sendAll(
      queue,
      [1, 2, 3, 4, 5].map((n) => ({ data: { n } })),
    );
    const states = await eventually(async () => {
      const rows = await statesOf(queue);
      return rows.every((r) => r.state !== 'created' && r.state !== 'active') ? rows : undefined;
    });
    expect(states).toEqual([
      { n: 1, state: 'completed' },
      { n: 2, state: 'completed' },
      { n: 3, state: 'retry' },
      { n: 4, state: 'completed' },
      { n: 5, state: 'completed' },
    ]);
    expect([...runs].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('takes a queue of more than one batch without waiting for the next poll', async () => {
    const queue = 'test.backlog';
    const runs: number[] = [];
    await t.platform.jobs.work<{ n: number }>(queue, async ({ n }) => void runs.push(n), {
      batchSize: 4,
    });
    const started = Date.now();
    await t.platform.jobs.sendAll(
      queue,
      Array.from({ length: 40 }, (_, i) => ({ data: { n: i } })),
    );
    await eventually(async () => (runs.length === 40 ? runs : undefined));
    // Ten batches; one poll apart each (0.5 s in tests) they would take 4.5 s or more.
    expect(Date.now() - started).toBeLessThan(2_500);
  });
});
