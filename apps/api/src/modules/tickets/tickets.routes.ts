import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SuccessSchema } from '@jarvis/contracts/errors';
import {
  ChangeStateResultSchema,
  ChangeStateSchema,
  CollaboratorPageSchema,
  CollaboratorQuerySchema,
  EditDescriptionSchema,
  IMAGE_MIME_TYPES,
  MAX_IMAGES_PER_TICKET,
  MineDepartmentsSchema,
  MineQuerySchema,
  NewTicketResultSchema,
  NewTicketSchema,
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
import { IdempotentCreateHeadersSchema } from '@jarvis/contracts/idempotency';
import { readForm, type FormLimits } from '../../platform/files/multipart';
import { sendIdempotent } from '../../platform/idempotency/idempotency';
import { sendFile } from '../../platform/files/send-file';
import * as report from './tickets-report.service';
import * as service from './tickets.service';

const tags = ['tickets'];

/** 'Crear Ticket' takes its photos in the field 'archivos', each up to the configured size. */
const imageForm = (maxMb: number): FormLimits => ({
  fileField: 'archivos',
  maxFiles: MAX_IMAGES_PER_TICKET,
  maxFileBytes: maxMb * 1024 * 1024,
  maxFields: 10,
  fileTooLarge: TICKET_MESSAGES.imageTooLarge(maxMb),
  tooManyFiles: TICKET_MESSAGES.tooManyImages(MAX_IMAGES_PER_TICKET),
});

export const ticketsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/catalogo',
    {
      config: { permission: 'tickets.create' },
      schema: { tags, response: { 200: TicketCatalogSchema } },
    },
    (req) => service.catalog(req.ctx),
  );

  app.post(
    '',
    {
      config: { permission: 'tickets.create' },
      schema: {
        tags,
        headers: IdempotentCreateHeadersSchema,
        // The form as the API document shows it ('Try it out'); readForm below reads and checks it.
        form: {
          fields: NewTicketSchema,
          files: { field: 'archivos', maxFiles: MAX_IMAGES_PER_TICKET, types: IMAGE_MIME_TYPES },
        },
        response: { 201: NewTicketResultSchema },
      },
    },
    async (req, reply) =>
      sendIdempotent(
        reply,
        await readForm(
          req,
          NewTicketSchema,
          imageForm(req.ctx.platform.config.TICKET_IMAGE_MAX_MB),
        ).then(({ fields, uploads }) =>
          service.create(req.ctx, fields, uploads, req.headers['idempotency-key']),
        ),
      ),
  );

  app.get(
    '/mios',
    {
      config: { permission: 'tickets.mine' },
      schema: { tags, querystring: MineQuerySchema, response: { 200: TicketCardPageSchema } },
    },
    (req) => service.mine(req.ctx, req.query),
  );

  app.get(
    '/mios/departamentos',
    {
      config: { permission: 'tickets.mine' },
      schema: {
        tags,
        summary: "Departamentos de 'Filtrar Departamento' en Mis Tickets",
        response: { 200: MineDepartmentsSchema },
      },
    },
    (req) => service.mineDepartments(req.ctx),
  );

  app.get(
    '/colaboradores',
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
    '/reporte',
    {
      config: { permission: 'tickets.report' },
      schema: { tags, querystring: ReportQuerySchema, response: { 200: ReportSchema } },
    },
    (req) => report.report(req.ctx, req.query),
  );

  app.get(
    '/reporte/exportar',
    {
      config: { permission: 'tickets.report' },
      schema: { tags, querystring: ReportExportQuerySchema },
    },
    async (req, reply) => sendFile(reply, await report.exportFile(req.ctx, req.query)),
  );

  app.get(
    '/:id',
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
    '/:id/estado',
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
    '/:id/descripcion',
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
