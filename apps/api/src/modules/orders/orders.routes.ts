import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessSchema } from '@jarvis/contracts/errors';
import { IdempotentCreateHeadersSchema } from '@jarvis/contracts/idempotency';
import {
  NewOrderResultSchema,
  NewOrderSchema,
  OrderDetailSchema,
  OrderParamsSchema,
} from '@jarvis/contracts/orders';
import {
  AddOrderLineSchema,
  DeleteOrderLinesSchema,
  ManagerCodeBranchesSchema,
  OrderChangeResultSchema,
  OrderHeaderUpdateSchema,
  OrderLinesUpdateSchema,
  OrderStateChangeSchema,
  SetManagerCodeSchema,
  VerifyManagerCodeSchema,
} from '@jarvis/contracts/orders-edits';
import {
  ApprovalPageSchema,
  ApprovalQuerySchema,
  ApproveOrdersSchema,
  BulkOrdersResultSchema,
  NewOrderOptionsSchema,
  OrderableArticlesSchema,
  OrderFilterOptionsSchema,
  orderListQuery,
  OrderPageSchema,
  OrdersPdfSchema,
  ORDER_VIEWS,
  SupplierParamsSchema,
  VoidOrdersSchema,
  type OrderView,
} from '@jarvis/contracts/orders-lists';
import { sendIdempotent } from '../../platform/idempotency/idempotency';
import { sendFile } from '../../platform/files/send-file';
import {
  DeliverySchema,
  InconsistenciesSchema,
  InconsistencyParamsSchema,
  InconsistencyTypesSchema,
  RaisedTicketSchema,
  SapRegistrationResultSchema,
  SapRegistrationSchema,
} from '@jarvis/contracts/orders-delivery';
import * as codes from './manager-code.service';
import * as delivery from './orders-delivery.service';
import * as sap from './orders-sap.service';
import * as edits from './orders-edits.service';
import * as lists from './orders-lists.service';
import * as moves from './orders-moves.service';
import * as service from './orders.service';

const tags = ['orders'];

/**
 * Purchase orders (/api/pedidos, spec 2; issue #52). Every order route reads the order in the
 * user's scope (a Restaurante user's branch: another branch's order answers 404); who may change
 * what in which state is contracts' tables, applied by the services.
 */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  // ── New order ──
  app.get(
    '/nuevo',
    {
      config: { permission: 'purchasing.new' },
      schema: { tags, response: { 200: NewOrderOptionsSchema } },
    },
    (req) => lists.newOrderOptions(req.ctx),
  );

  app.get(
    '/nuevo/proveedores/:proveedorId/articulos',
    {
      config: { permission: 'purchasing.new' },
      schema: { tags, params: SupplierParamsSchema, response: { 200: OrderableArticlesSchema } },
    },
    (req) => lists.orderableArticles(req.ctx, req.params.proveedorId),
  );

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

  // ── Lists ──
  app.get(
    '/filtros',
    {
      config: { permission: 'purchasing.order' },
      schema: { tags, response: { 200: OrderFilterOptionsSchema } },
    },
    (req) => lists.filterOptions(req.ctx),
  );

  for (const [vista, view] of Object.entries(ORDER_VIEWS) as [
    OrderView,
    (typeof ORDER_VIEWS)[OrderView],
  ][])
    app.get(
      `/vista/${vista}`,
      {
        config: { permission: view.permiso },
        schema: {
          tags,
          querystring: orderListQuery(view.tamano),
          response: { 200: OrderPageSchema },
        },
      },
      (req) => lists.listView(req.ctx, vista, req.query),
    );

  // ── Approval ──
  app.get(
    '/aprobacion',
    {
      config: { permission: 'purchasing.approve' },
      schema: { tags, querystring: ApprovalQuerySchema, response: { 200: ApprovalPageSchema } },
    },
    (req) => lists.approvalList(req.ctx, req.query),
  );

  app.post(
    '/aprobar',
    {
      config: { permission: 'purchasing.approve' },
      schema: { tags, body: ApproveOrdersSchema, response: { 200: BulkOrdersResultSchema } },
    },
    (req) => moves.approve(req.ctx, req.body),
  );

  app.post(
    '/anular',
    {
      config: { permission: 'purchasing.approve' },
      schema: { tags, body: VoidOrdersSchema, response: { 200: BulkOrdersResultSchema } },
    },
    (req) => moves.voidOrders(req.ctx, req.body),
  );

  app.post(
    '/pdf',
    { config: { permission: 'purchasing.order' }, schema: { tags, body: OrdersPdfSchema } },
    async (req, reply) => sendFile(reply, await moves.ordersPdf(req.ctx, req.body.pedidoIds)),
  );

  // ── Manager code ──
  app.get(
    '/clave-gerente',
    {
      config: { access: 'session' },
      schema: { tags, response: { 200: ManagerCodeBranchesSchema } },
    },
    (req) => codes.managerCodeBranches(req.ctx),
  );

  app.put(
    '/clave-gerente',
    {
      config: { access: 'session' },
      schema: { tags, body: SetManagerCodeSchema, response: { 200: SuccessSchema } },
    },
    (req) => codes.setManagerCode(req.ctx, req.body),
  );

  app.post(
    '/clave-gerente/verificar',
    {
      config: { permission: 'purchasing.order' },
      schema: { tags, body: VerifyManagerCodeSchema, response: { 200: SuccessSchema } },
    },
    (req) => codes.verifyManagerCode(req.ctx, req.body.codigo),
  );

  app.get(
    '/tipos-inconsistencia',
    {
      config: { permission: 'purchasing.order' },
      schema: { tags, response: { 200: InconsistencyTypesSchema } },
    },
    (req) => delivery.inconsistencyTypes(req.ctx),
  );

  // ── One order ──
  app.get(
    '/:pedidoId',
    {
      config: { permission: 'purchasing.order' },
      schema: { tags, params: OrderParamsSchema, response: { 200: OrderDetailSchema } },
    },
    (req) => service.order(req.ctx, req.params.pedidoId),
  );

  app.get(
    '/:pedidoId/disponibles',
    {
      config: { permission: 'purchasing.order' },
      schema: { tags, params: OrderParamsSchema, response: { 200: OrderableArticlesSchema } },
    },
    (req) => service.availableArticles(req.ctx, req.params.pedidoId),
  );

  app.patch(
    '/:pedidoId',
    {
      config: { permission: 'purchasing.order' },
      schema: {
        tags,
        params: OrderParamsSchema,
        body: OrderHeaderUpdateSchema,
        response: { 200: OrderChangeResultSchema },
      },
    },
    (req) => edits.updateHeader(req.ctx, req.params.pedidoId, req.body),
  );

  app.patch(
    '/:pedidoId/lineas',
    {
      config: { permission: 'purchasing.order' },
      schema: {
        tags,
        params: OrderParamsSchema,
        body: OrderLinesUpdateSchema,
        response: { 200: OrderChangeResultSchema },
      },
    },
    (req) => edits.updateLines(req.ctx, req.params.pedidoId, req.body),
  );

  app.post(
    '/:pedidoId/lineas',
    {
      config: { permission: 'purchasing.order' },
      schema: {
        tags,
        params: OrderParamsSchema,
        body: AddOrderLineSchema,
        response: { 200: OrderChangeResultSchema },
      },
    },
    (req) => edits.addLine(req.ctx, req.params.pedidoId, req.body),
  );

  app.post(
    '/:pedidoId/lineas/eliminar',
    {
      config: { permission: 'purchasing.order' },
      schema: {
        tags,
        params: OrderParamsSchema,
        body: DeleteOrderLinesSchema,
        response: { 200: OrderChangeResultSchema },
      },
    },
    (req) => edits.deleteLines(req.ctx, req.params.pedidoId, req.body),
  );

  app.post(
    '/:pedidoId/no-entregado',
    {
      config: { permission: 'purchasing.order' },
      schema: {
        tags,
        params: OrderParamsSchema,
        body: OrderStateChangeSchema,
        response: { 200: OrderChangeResultSchema },
      },
    },
    (req) => moves.markNotDelivered(req.ctx, req.params.pedidoId, req.body.version),
  );

  // ── After approval (issue #53) ──
  const change = { 200: OrderChangeResultSchema };
  app.post(
    '/:pedidoId/entregar',
    {
      config: { permission: 'purchasing.order' },
      schema: { tags, params: OrderParamsSchema, body: DeliverySchema, response: change },
    },
    (req) => delivery.deliver(req.ctx, req.params.pedidoId, req.body),
  );

  app.post(
    '/:pedidoId/inconsistencias',
    {
      config: { permission: 'purchasing.order' },
      schema: { tags, params: OrderParamsSchema, body: InconsistenciesSchema, response: change },
    },
    (req) => delivery.registerInconsistencies(req.ctx, req.params.pedidoId, req.body),
  );

  app.post(
    '/:pedidoId/inconsistencias/:inconsistenciaId/ticket',
    {
      config: { permission: 'purchasing.order' },
      schema: {
        tags,
        params: InconsistencyParamsSchema,
        response: { 200: RaisedTicketSchema },
      },
    },
    (req) => delivery.raiseTicket(req.ctx, req.params.pedidoId, req.params.inconsistenciaId),
  );

  app.post(
    '/:pedidoId/correccion',
    {
      config: { permission: 'purchasing.order' },
      schema: { tags, params: OrderParamsSchema, body: OrderStateChangeSchema, response: change },
    },
    (req) => delivery.markCorrected(req.ctx, req.params.pedidoId, req.body.version),
  );

  app.post(
    '/:pedidoId/sap',
    {
      config: { permission: 'purchasing.order' },
      schema: {
        tags,
        params: OrderParamsSchema,
        body: SapRegistrationSchema,
        response: { 200: SapRegistrationResultSchema },
      },
    },
    (req) => sap.registerInSap(req.ctx, req.params.pedidoId, req.body),
  );
};
