import { z } from 'zod';
import { pageQuery } from './common';

/** 'Integración SAP' (/ERP/documentos): the documents Jarvis registers in SAP and SAP's health. */

export const ERP_DOCUMENT_STATES = ['pendiente', 'enviando', 'registrado', 'error'] as const;
export type ErpDocumentState = (typeof ERP_DOCUMENT_STATES)[number];

export const ERP_DOCUMENT_STATE_LABELS: Record<ErpDocumentState, string> = {
  pendiente: 'Pendiente',
  enviando: 'Enviando',
  registrado: 'Registrado',
  error: 'Error',
};

export const ERP_DOCUMENT_STATE_COLORS: Record<ErpDocumentState, string> = {
  pendiente: 'default',
  enviando: 'processing',
  registrado: 'success',
  error: 'error',
};

export const ERP_DOCUMENT_TYPE_LABELS = {
  orden: 'Orden de compra',
  factura: 'Factura de proveedor',
  traslado: 'Transferencia de stock',
} as const;

export const ERP_DOCUMENT_TYPES = ['orden', 'factura', 'traslado'] as const;

export const ERP_PAGE_MESSAGES = {
  retried: 'Documento registrado en SAP',
  retryFailed: 'SAP no aceptó el documento; revise el error.',
  busy: 'El documento se está enviando en este momento o ya está registrado.',
  notFound: 'No se encontró el documento.',
  savedNotRecorded:
    'Pedido enviado a SAP, pero no pudo ser actaulizado en sistema. Favor comunicar al dep. de IT.',
} as const;

export const ErpDocumentQuerySchema = pageQuery(10).extend({
  estado: z.enum(ERP_DOCUMENT_STATES).optional(),
});
export type ErpDocumentQuery = z.infer<typeof ErpDocumentQuerySchema>;

export const ErpDocumentSchema = z.object({
  documentoId: z.number().int(),
  tipo: z.enum(ERP_DOCUMENT_TYPES),
  origen: z.string(),
  origenId: z.number().int(),
  cardCode: z.string(),
  estado: z.enum(ERP_DOCUMENT_STATES),
  intentos: z.number().int(),
  /** The last failure in Spanish, for people. */
  ultimoError: z.string().nullable(),
  /** SAP's own text or the network error behind it, for IT; null when it would say nothing more. */
  ultimoErrorDetalle: z.string().nullable(),
  guardadoEnSap: z.boolean(),
  docEntry: z.number().int().nullable(),
  docNum: z.number().int().nullable(),
  creadoEn: z.string(),
  actualizadoEn: z.string(),
  registradoEn: z.string().nullable(),
  proximoIntento: z.string().nullable(),
});
export type ErpDocument = z.infer<typeof ErpDocumentSchema>;

export const ErpDocumentPageSchema = z.object({
  items: z.array(ErpDocumentSchema),
  total: z.number().int(),
  totalIsCapped: z.boolean(),
  page: z.number().int(),
  size: z.number().int(),
  /** Documents per state (bounded counts), for the tabs. */
  estados: z.array(
    z.object({
      estado: z.enum(ERP_DOCUMENT_STATES),
      total: z.number().int(),
      totalIsCapped: z.boolean(),
    }),
  ),
});
export type ErpDocumentPage = z.infer<typeof ErpDocumentPageSchema>;

export const ErpHealthSchema = z.object({
  /** 'simulador' when ERP_URL is not set and Jarvis runs its built-in SAP simulator. */
  tipo: z.enum(['sap', 'simulador']),
  url: z.string(),
  ok: z.boolean(),
  /** For people, in Spanish: connected, or why not. */
  mensaje: z.string(),
  /** The technical side: the address reached, or SAP's or the network's error text. */
  detalle: z.string(),
  ms: z.number(),
  serieOrdenes: z.number().int(),
  serieFacturas: z.number().int(),
});
export type ErpHealth = z.infer<typeof ErpHealthSchema>;

export const ErpRetryResultSchema = z.object({
  successful: z.string().optional(),
  error: z.string().optional(),
  documento: ErpDocumentSchema,
});
