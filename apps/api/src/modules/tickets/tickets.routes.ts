import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SuccessSchema } from '@jarvis/contracts/errors';
import {
  ChangeStateResultSchema,
  ChangeStateSchema,
  CollaboratorPageSchema,
  CollaboratorQuerySchema,
  EditDescriptionSchema,
  MAX_IMAGES_PER_TICKET,
  MineQuerySchema,
  NewTicketResultSchema,
  TICKET_MESSAGES,
  TicketCardPageSchema,
  TicketCatalogSchema,
  TicketDetailSchema,
  TicketIdParamsSchema,
  TipoMenuSchema,
} from '@jarvis/contracts/tickets';
import {
  ReportExportQuerySchema,
  ReportQuerySchema,
  ReportSchema,
} from '@jarvis/contracts/tickets-report';
import { readForm } from '../../platform/files/multipart';
import { refuseNul } from '../../platform/text-guard';
import * as report from './tickets-report.service';
import { toCsv, toXlsx } from './tickets-report.export';
import * as service from './tickets.service';

const tags = ['tickets'];

export const ticketsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/tickets/catalogo',
    {
      config: { permission: 'tickets.create' },
      schema: { tags, response: { 200: TicketCatalogSchema } },
    },
    (req) => service.catalog(req.ctx),
  );

  app.post(
    '/api/tickets',
    {
      config: { permission: 'tickets.create' },
      schema: { tags, response: { 201: NewTicketResultSchema } },
    },
    async (req, reply) => {
      const maxMb = req.ctx.platform.config.TICKET_IMAGE_MAX_MB;
      const { fields, uploads } = await readForm(req, {
        fileField: 'archivos',
        maxFiles: MAX_IMAGES_PER_TICKET,
        maxFileBytes: maxMb * 1024 * 1024,
        maxFields: 10,
        fileTooLarge: TICKET_MESSAGES.imageTooLarge(maxMb),
        tooManyFiles: TICKET_MESSAGES.tooManyImages(MAX_IMAGES_PER_TICKET),
      });
      refuseNul(
        fields,
        uploads.map((u) => u.filename),
      );
      return reply.code(201).send(await service.create(req.ctx, fields, uploads));
    },
  );

  app.get(
    '/api/tickets/mios',
    {
      config: { permission: 'tickets.mine' },
      schema: { tags, querystring: MineQuerySchema, response: { 200: TicketCardPageSchema } },
    },
    (req) => service.mine(req.ctx, req.query),
  );

  app.get(
    '/api/tickets/colaboradores',
    {
      config: { permission: 'tickets.collaborators' },
      schema: {
        tags,
        querystring: CollaboratorQuerySchema,
        response: { 200: CollaboratorPageSchema },
      },
    },
    (req) => service.collaborators(req.ctx, req.query),
  );

  app.get(
    '/api/tickets/reporte',
    {
      config: { permission: 'tickets.report' },
      schema: { tags, querystring: ReportQuerySchema, response: { 200: ReportSchema } },
    },
    (req) => report.report(req.ctx, req.query),
  );

  app.get(
    '/api/tickets/reporte/exportar',
    {
      config: { permission: 'tickets.report' },
      schema: { tags, querystring: ReportExportQuerySchema },
    },
    async (req, reply) => {
      const { formato, ...query } = req.query;
      const { report: summary, tickets } = await report.exportRows(req.ctx, query);
      const departamento =
        summary.departamentos.find((d) => d.departamentoID === summary.departamentoId)?.nombre ??
        'Todos los departamentos';
      const input = {
        report: summary,
        tickets,
        departamento,
        timeZone: req.ctx.platform.config.BUSINESS_TZ,
        generatedBy: `${req.ctx.actor.nombre} ${req.ctx.actor.apellido}`,
      };
      const name = `tickets-realizados-${query.desde}-a-${query.hasta}.${formato}`;
      reply.header('content-disposition', `attachment; filename="${name}"`);
      reply.header('cache-control', 'no-store');
      if (formato === 'csv') return reply.type('text/csv; charset=utf-8').send(await toCsv(input));
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .send(await toXlsx(input));
    },
  );

  app.get(
    '/api/tickets/:id',
    {
      config: { permission: 'tickets.details' },
      schema: {
        tags,
        params: TicketIdParamsSchema,
        querystring: z.object({ tipoMenu: TipoMenuSchema.default('u') }),
        response: { 200: TicketDetailSchema },
      },
    },
    (req) => service.detail(req.ctx, req.params.id, req.query.tipoMenu),
  );

  app.put(
    '/api/tickets/:id/estado',
    {
      config: { permission: 'tickets.details' },
      schema: {
        tags,
        params: TicketIdParamsSchema,
        body: ChangeStateSchema,
        response: { 200: ChangeStateResultSchema },
      },
    },
    (req) => service.changeState(req.ctx, req.params.id, req.body),
  );

  app.put(
    '/api/tickets/:id/descripcion',
    {
      config: { permission: 'tickets.details' },
      schema: {
        tags,
        params: TicketIdParamsSchema,
        body: EditDescriptionSchema,
        response: { 200: SuccessSchema },
      },
    },
    (req) => service.editDescription(req.ctx, req.params.id, req.body),
  );
};
