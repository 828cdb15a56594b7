import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HTTP_STATUS_BY_CODE } from '@jarvis/contracts/errors';
import {
  ERROR_SCHEMA,
  errorAnswer,
  errorSchema,
  errorStatuses,
  shareErrorAnswers,
} from './openapi-errors';
import { OPERATIONS } from './openapi-operations';
import { apiDocsPage } from './openapi-page';

/**
 * The API's OpenAPI document, served with Swagger UI at /api/docs. Each route's zod schemas say
 * what it takes and answers; this adds what every route shares, so no route repeats it: its
 * summary (OPERATIONS), the error answers its declaration implies, in the one error shape, and
 * the fields of a multipart form.
 */

/** A multipart form as the document shows it; the route reads and checks it with `readForm`. */
export type FormDoc = {
  fields: z.ZodObject;
  files: { field: string; maxFiles: number; types: readonly string[] };
};

declare module 'fastify' {
  interface FastifySchema {
    /** Documentation only: Fastify does not parse a multipart body, `readForm` does. */
    form?: FormDoc;
  }
}

/** The body the document shows for a form: its text fields, and its files as binary strings. */
function formBody({ fields, files }: FormDoc) {
  const json = z.toJSONSchema(fields, { io: 'input', target: 'openapi-3.0' }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  return {
    type: 'object',
    properties: {
      ...json.properties,
      [files.field]: {
        type: 'array',
        maxItems: files.maxFiles,
        description: `Hasta ${files.maxFiles} archivos: ${files.types.join(', ')}`,
        items: { type: 'string', format: 'binary' },
      },
    },
    required: json.required ?? [],
  };
}

const methodOf = (method: string | string[]) => (Array.isArray(method) ? method[0] : method);

/** The zod type provider's transform, then what every operation shares. */
const documentOperation: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  if (!schema || schema.hide) return { schema, url };
  const { route } = input;
  const declared = OPERATIONS[`${methodOf(route.method)} ${route.url}`];
  const config = (route.config ?? {}) as { access?: string };
  const { form, ...rest } = schema;
  const isPublic = config.access === 'public';
  const statuses = errorStatuses({
    isPublic,
    hasPathParams: Boolean(schema.params),
    takesInput: Boolean(schema.params || schema.querystring || schema.body || form),
    declared: declared?.errors ?? [],
  });
  const errors = Object.fromEntries(statuses.map((status) => [status, errorAnswer(status)]));
  const summary = schema.summary ?? declared?.summary;
  return {
    schema: {
      ...rest,
      ...(summary ? { summary } : {}),
      ...(isPublic ? { security: [] } : {}),
      ...(form ? { consumes: ['multipart/form-data'], body: formBody(form) } : {}),
      // A route's own answer for a status (health's 503 is its state) is the one it gives.
      response: { ...errors, ...(schema.response as object | undefined) },
    },
    url,
  };
};

/** Registers the document (before the routes, which it collects as they are added) and its page. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Jarvis API',
        version: '2.0.0',
        description:
          'Back-office del grupo de restaurantes. Cada error responde la misma forma ' +
          `(${ERROR_SCHEMA}); los códigos y sus estados HTTP: ` +
          Object.entries(HTTP_STATUS_BY_CODE)
            .map(([code, status]) => `${code} ${status}`)
            .join(', '),
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        schemas: {
          [ERROR_SCHEMA]: errorSchema(),
        },
      },
      security: [{ bearer: [] }],
    },
    transform: documentOperation,
    transformObject: shareErrorAnswers,
  });
  await app.register(apiDocsPage);
}
