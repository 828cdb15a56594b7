/**
 * What went wrong talking to SAP, in two voices: `message` is Spanish and fit for a toast; `sapMessage`
 * is SAP's own text (or the network error), kept for the log and shown on the document.
 */
export type ErpErrorKind =
  /** SAP answered and refused: a business rule, a bad code, a closed base document. */
  | 'rechazo'
  /** Not found (404, -2028 on a GET). */
  | 'no-encontrado'
  /** Jarvis's SAP user or password is wrong, or the user is locked. */
  | 'credenciales'
  /** SAP or its proxy is down or answered 5xx. */
  | 'no-disponible'
  /** No answer in time. */
  | 'tiempo';

export const ERP_MESSAGES = {
  saveFailed: 'Hubo un error al guardar en SAP.',
  savedNotRecorded:
    'Pedido enviado a SAP, pero no pudo ser actaulizado en sistema. Favor comunicar al dep. de IT.',
  alreadyRegistered: 'El documento ya esta registrado en SAP',
  unavailable: 'SAP no está disponible en este momento. Intente de nuevo en unos minutos.',
  timeout: 'SAP tardó demasiado en responder. Intente de nuevo en unos minutos.',
  /** A look-up a person waits for (ERP_LOOKUP_TIMEOUT_SECONDS), not a document's posting. */
  slowLookup: (seconds: number) =>
    `SAP está respondiendo con lentitud: no contestó en ${seconds.toLocaleString('es')} segundos. Intente de nuevo en unos minutos.`,
  credentials: 'Jarvis no pudo iniciar sesión en SAP. Favor comunicar al dep. de IT.',
  rejected: (sapMessage: string) => `SAP rechazó la operación: ${sapMessage}`,
  notFound: 'SAP no tiene el registro solicitado.',
  documentRejected: 'SAP rechazó el documento. Revise el detalle técnico o consulte al dep. de IT.',
  reachable: 'SAP responde con normalidad.',
  orderNotRegistered: 'La orden de compra del pedido aún no está registrada en SAP.',
} as const;

export class ErpError extends Error {
  readonly kind: ErpErrorKind;
  readonly status: number;
  readonly code: number | string | null;
  readonly sapMessage: string;
  /** A write whose outcome is unknown: SAP may have saved it (timeout, dropped connection, 5xx). */
  readonly ambiguous: boolean;

  constructor(init: {
    kind: ErpErrorKind;
    message: string;
    sapMessage: string;
    status?: number;
    code?: number | string | null;
    ambiguous?: boolean;
  }) {
    super(init.message);
    this.name = 'ErpError';
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.code = init.code ?? null;
    this.sapMessage = init.sapMessage;
    this.ambiguous = init.ambiguous ?? false;
  }

  /** Worth another try later: SAP was unreachable, slow or failing, not refusing. */
  get retryable(): boolean {
    return this.kind === 'no-disponible' || this.kind === 'tiempo';
  }

  static timeout(method: string, ms: number) {
    return new ErpError({
      kind: 'tiempo',
      message: ERP_MESSAGES.timeout,
      sapMessage: `Sin respuesta de SAP en ${ms} ms`,
      ambiguous: method !== 'GET',
    });
  }

  /** A look-up that ran past its short deadline: SAP is slow, the person is told so. */
  static slowLookup(ms: number) {
    return new ErpError({
      kind: 'tiempo',
      message: ERP_MESSAGES.slowLookup(ms / 1000),
      sapMessage: `Sin respuesta de SAP en ${ms} ms (consulta)`,
    });
  }

  static fromNetwork(err: Error & { code?: string }, method: string) {
    return new ErpError({
      kind: 'no-disponible',
      message: ERP_MESSAGES.unavailable,
      sapMessage: `${err.code ?? err.name}: ${err.message}`,
      // Refused before connecting: nothing reached SAP. A reset mid-request: it may have saved.
      ambiguous: method !== 'GET' && err.code !== 'ECONNREFUSED' && err.code !== 'ENOTFOUND',
    });
  }

  static unavailable(sapMessage: string, status: number) {
    return new ErpError({
      kind: 'no-disponible',
      message: ERP_MESSAGES.unavailable,
      sapMessage: withStatus(status, sapMessage),
      status,
    });
  }
}

/**
 * The part of a Service Layer answer an error is read from. Declared here, not imported from the
 * client, so the client depends on its errors and never the reverse; its `SlResponse` fits this shape.
 */
export type SapAnswer = { status: number; body: unknown };

/** SAP's error body in either shape: v1 `{code: n, message: {value}}`, v2 `{code: 's', message: 's'}` (§3.1). */
export function parseSapError(res: SapAnswer, method: string): ErpError {
  const body = res.body as
    | { error?: { code?: number | string; message?: string | { value?: string } } }
    | string
    | undefined;
  const error = typeof body === 'object' && body ? body.error : undefined;
  const sapMessage =
    (typeof error?.message === 'string' ? error.message : error?.message?.value) ??
    (typeof body === 'string' && body ? stripHtml(body) : `HTTP ${res.status}`);
  const code = error?.code ?? null;
  const numeric = code === null ? null : Number(code);
  if (res.status === 401 && (numeric === 100000027 || numeric === 100000055))
    return new ErpError({
      kind: 'credenciales',
      message: ERP_MESSAGES.credentials,
      sapMessage: withStatus(401, sapMessage),
      status: 401,
      code,
    });
  // A dead session again right after a fresh login: SAP's session service is failing.
  if (res.status === 401)
    return new ErpError({
      kind: 'no-disponible',
      message: ERP_MESSAGES.unavailable,
      sapMessage: withStatus(401, sapMessage),
      status: 401,
      code,
    });
  if (res.status >= 500 || !error)
    return new ErpError({
      kind: 'no-disponible',
      message: ERP_MESSAGES.unavailable,
      sapMessage: withStatus(res.status, sapMessage),
      status: res.status,
      code,
      ambiguous: method !== 'GET',
    });
  if (res.status === 404)
    return new ErpError({
      kind: 'no-encontrado',
      message: ERP_MESSAGES.notFound,
      sapMessage,
      status: 404,
      code,
    });
  return new ErpError({
    kind: 'rechazo',
    message: ERP_MESSAGES.rejected(sapMessage),
    sapMessage,
    status: res.status,
    code,
  });
}

const stripHtml = (text: string) =>
  text
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);

/**
 * SAP's answers other than a refusal are kept with their HTTP status in front: IT sees it, and
 * `explainStoredError` can tell an outage from a refusal in a document's stored text.
 */
function withStatus(status: number, text: string) {
  const prefix = `HTTP ${status}`;
  return text === prefix || text.startsWith(`${prefix}:`) ? text : `${prefix}: ${text}`;
}

/**
 * The Spanish sentence for people behind a document's stored error text (erp_documentos keeps the
 * technical text only, as this client writes it): an outage, a timeout, a sign-in refused, Jarvis's
 * own messages, or else SAP refusing the document.
 */
export function explainStoredError(text: string): string {
  if (text.startsWith(ERP_MESSAGES.savedNotRecorded)) return ERP_MESSAGES.savedNotRecorded;
  if (text === ERP_MESSAGES.orderNotRegistered) return text;
  if (text.startsWith('Sin respuesta de SAP en ')) return ERP_MESSAGES.timeout;
  if (/^HTTP 401\b/.test(text)) return ERP_MESSAGES.credentials;
  // An HTTP status in front, or a network error code ('ECONNREFUSED: …', 'Error: …').
  if (/^HTTP \d{3}\b/.test(text) || /^([A-Z][A-Z0-9_]+|[A-Za-z]*Error): /.test(text))
    return ERP_MESSAGES.unavailable;
  return ERP_MESSAGES.documentRejected;
}
