import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { FaultControl } from '../faults';
import { DOCUMENT_SETS } from '../store';
import type { SimContext } from './context';

const count = z.number().int().min(0);
const FailNextSchema = z.object({
  count,
  status: z.number().int().min(500).max(599).optional(),
  afterApply: z.boolean().optional(),
});
const DelayNextSchema = z.object({ count, ms: z.number().int().min(0).max(600_000) });
const CountSchema = z.object({ count });
const EnabledSchema = z.object({ enabled: z.boolean() });

function parse<T>(schema: z.ZodType<T>, body: unknown, reply: FastifyReply): T | undefined {
  let json: unknown;
  try {
    json = typeof body === 'string' && body.trim() !== '' ? JSON.parse(body) : {};
  } catch {
    void reply.code(400).send({ error: 'The body is not valid JSON' });
    return undefined;
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  void reply.code(400).send({ error: z.prettifyError(parsed.error) });
  return undefined;
}

/**
 * Test hooks outside the SAP namespace, so a simulator running in another process can be driven:
 * faults, reset, health and a dump of the state. They need no session.
 */
export function registerSimHooks(app: FastifyInstance, ctx: SimContext, control: FaultControl) {
  const { faults } = control;

  app.get('/__sim/health', async () => ({
    status: 'ok',
    companyDb: ctx.settings.companyDb,
    sessions: ctx.sessions.count(),
    documents: Object.fromEntries(
      DOCUMENT_SETS.map((s) => [s, ctx.store.state.documents[s].length]),
    ),
    faults: faults.pending(),
  }));
  app.get('/__sim/state', async () => ctx.store.state);
  app.post('/__sim/reset', async (_request, reply) => {
    ctx.store.reset();
    faults.clear();
    return reply.code(204).send();
  });

  app.get('/__sim/faults', async () => faults.pending());
  app.delete('/__sim/faults', async (_request, reply) => {
    faults.clear();
    return reply.code(204).send();
  });
  app.post('/__sim/faults/expire-sessions', async (_request, reply) => {
    faults.expireAllSessions();
    return reply.code(204).send();
  });
  app.post('/__sim/faults/fail-next', async (request, reply) => {
    const body = parse(FailNextSchema, request.body, reply);
    if (!body) return reply;
    faults.failNext(body.count, body.status, { afterApply: body.afterApply });
    return reply.code(204).send();
  });
  app.post('/__sim/faults/delay-next', async (request, reply) => {
    const body = parse(DelayNextSchema, request.body, reply);
    if (!body) return reply;
    faults.delayNext(body.count, body.ms);
    return reply.code(204).send();
  });
  app.post('/__sim/faults/drop-next-post', async (request, reply) => {
    const body = parse(CountSchema, request.body, reply);
    if (!body) return reply;
    faults.dropNextPost(body.count);
    return reply.code(204).send();
  });
  app.post('/__sim/faults/expect-continue', async (request, reply) => {
    const body = parse(EnabledSchema, request.body, reply);
    if (!body) return reply;
    faults.rejectExpectContinue(body.enabled);
    return reply.code(204).send();
  });
}
