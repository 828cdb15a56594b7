import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { COMMON_MESSAGES } from '@jarvis/contracts/errors';
import { AppError } from '../../errors';
import { refuseNul } from '../text-guard';

export type Upload = { filename: string; content: Buffer };

export type FormLimits = {
  /** The only field whose files are kept; files under any other name are read and dropped. */
  fileField: string;
  maxFiles: number;
  maxFileBytes: number;
  maxFields: number;
  /** What to say when a file is too large, and when there are too many. */
  fileTooLarge: string;
  tooManyFiles: string;
};

/** A form's fields as its contract reads them, and its files. */
export type Form<Fields> = {
  fields: Fields;
  uploads: Upload[];
};

/**
 * A multipart form read whole and checked at the edge, as Fastify checks a JSON body: its text
 * (no U+0000, in the fields or the file names) and its fields by the contract's `schema`, refused
 * with each field's first message as the form shows it. Every way the form can be malformed is the
 * client's fault in the API's error shape: no boundary, a body cut short, too many fields or parts.
 * Busboy throws plain errors for these, which reached the error handler as 500s.
 */
export async function readForm<Schema extends z.ZodType>(
  req: FastifyRequest,
  schema: Schema,
  limits: FormLimits,
): Promise<Form<z.output<Schema>>> {
  const { text, uploads } = await readParts(req, limits);
  refuseNul(
    text,
    uploads.map((u) => u.filename),
  );
  const parsed = schema.safeParse(text);
  if (!parsed.success) {
    const issues: Record<string, string> = {};
    for (const issue of parsed.error.issues) issues[String(issue.path[0])] ??= issue.message;
    throw new AppError('VALIDATION_ERROR', Object.values(issues)[0], issues);
  }
  return { fields: parsed.data, uploads };
}

async function readParts(req: FastifyRequest, limits: FormLimits) {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const text: Record<string, string> = {};
  const uploads: Upload[] = [];
  try {
    for await (const part of req.parts({
      limits: {
        fileSize: limits.maxFileBytes,
        // One file more than allowed, so the limit is reported rather than silently cut.
        files: limits.maxFiles + 1,
        fields: limits.maxFields,
        parts: limits.maxFiles + 1 + limits.maxFields,
      },
    })) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === limits.fileField) uploads.push({ filename: part.filename, content });
      } else if (typeof part.value === 'string') {
        text[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw formError(error, req, limits);
  }
  return { text, uploads };
}

function formError(error: unknown, req: FastifyRequest, limits: FormLimits): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', limits.fileTooLarge);
    case 'FST_FILES_LIMIT':
      return new AppError('VALIDATION_ERROR', limits.tooManyFiles);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError('VALIDATION_ERROR', COMMON_MESSAGES.tooManyFields);
    default:
      // Busboy's own ('Boundary not found', 'Unexpected end of form', 'Malformed part header'…).
      req.log.info({ err: error }, 'unreadable multipart form');
      return new AppError('VALIDATION_ERROR', COMMON_MESSAGES.unreadableForm);
  }
}
