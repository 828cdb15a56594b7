import { z } from 'zod';

/**
 * 'Otros' and 'Descarga de Tickets' (spec 1 §2, spec 3 §6): the electronic-invoicing placeholder,
 * the three pages that show another system's form in a frame, and the Peruvian ticket download.
 */

/** The pages that show another system's form; each one's address is set by IT (config). */
export const EXTERNAL_FORMS = ['reclamos', 'requisiciones', 'solicitudes'] as const;
export type ExternalForm = (typeof EXTERNAL_FORMS)[number];

/** The form's address, or null when this installation has none configured. */
export const ExternalFormAddressSchema = z.object({ url: z.url().nullable() });
export type ExternalFormAddress = z.infer<typeof ExternalFormAddressSchema>;

export const EXTERNAL_FORM_TEXTS: Record<ExternalForm, { frameTitle: string; missing: string }> = {
  reclamos: {
    frameTitle: 'Formulario de reclamos',
    missing:
      'El formulario de reclamos no está configurado en esta instalación. Pida al equipo de IT que lo configure.',
  },
  requisiciones: {
    frameTitle: 'Formulario de requisiciones',
    missing:
      'El formulario de requisiciones no está configurado en esta instalación. Pida al equipo de IT que lo configure.',
  },
  solicitudes: {
    frameTitle: 'Formulario de solicitudes',
    missing:
      'El formulario de solicitudes no está configurado en esta instalación. Pida al equipo de IT que lo configure.',
  },
};

export const EINVOICE_TEXTS = {
  title: 'La facturación electrónica aún no está disponible',
  body: 'Esta instalación de Jarvis todavía no emite ni consulta documentos tributarios electrónicos.',
  purpose:
    'Cuando se active, desde aquí podrá consultar las facturas, los comprobantes de crédito fiscal y las notas electrónicas que emiten las sucursales, y ver si la administración tributaria los aceptó.',
  meanwhile: 'Mientras tanto, pida cualquier documento al departamento de Contabilidad.',
} as const;

/** Modes of payment a Ticket Cero is looked up by. */
export const PAYMENT_MODES = ['Efectivo', 'Tarjeta', 'Yape/Plin', 'Otro'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/**
 * A Peruvian (SUNAT) series: four characters, a letter (F factura, B boleta) and three letters or
 * digits — 'F001', 'B001', and the notes' 'FC01'.
 */
export const TICKET_SERIE_PATTERN = /^[A-Z][A-Z0-9]{3}$/;
/** SUNAT's correlative number: up to eight digits. */
export const TICKET_CORRELATIVO_PATTERN = /^\d{1,8}$/;
export const TICKET_SUCURSAL_MAX = 60;

export const TICKET_DOWNLOAD_MESSAGES = {
  required: 'Este campo es obligatorio',
  serie: 'Serie de 4 caracteres, p. ej. F001 o B001',
  correlativo: 'El correlativo tiene solo dígitos, hasta 8',
  correlativoZero: 'El correlativo debe ser mayor que cero',
  futureDate: 'La fecha no puede ser posterior a hoy',
  sucursalTooLong: `La sucursal tiene como máximo ${String(TICKET_SUCURSAL_MAX)} caracteres`,
  notConfiguredTitle: 'La descarga de tickets no está configurada',
  notConfigured:
    'El servicio de descarga de tickets no está configurado en esta instalación, así que no se descargó ningún archivo. Pida al equipo de IT que lo configure.',
} as const;
