import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdempotentCreateHeadersSchema } from '@jarvis/contracts/idempotency';
import {
  NewOrderResultSchema,
  NewOrderSchema,
  OrderDetailSchema,
  OrderParamsSchema,
} from '@jarvis/contracts/orders';
import { sendIdempotent } from '../../platform/idempotency/idempotency';
import * as service from './orders.service';

const tags = ['orders'];

/** Purchase orders (/api/pedidos, spec 2; issue #52). */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '',
    {
      config: { permission: 'purchasing.new' },
      schema: {
        tags,
        headers: IdempotentCreateHeadersSchema,
        body: NewOrderSchema,
        response: { 201: NewOrderResultSchema },
      },
    },
    async (req, reply) =>
      sendIdempotent(
        reply,
        await service.createOrder(req.ctx, req.body, req.headers['idempotency-key']),
      ),
  );

  app.get(
    '/:pedidoId',
    {
      config: { permission: 'purchasing.order' },
      schema: { tags, params: OrderParamsSchema, response: { 200: OrderDetailSchema } },
    },
    (req) => service.order(req.ctx, req.params.pedidoId),
  );
};
