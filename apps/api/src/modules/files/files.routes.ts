import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

/**
 * Uploaded files behind their signed, short-lived URLs (platform/files): public, because an <img>
 * sends no bearer header; the signature is the permission, given by the screen that showed the link.
 */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/archivos/*',
    {
      config: { access: 'public' },
      schema: {
        tags: ['files'],
        params: z.object({ '*': z.string().max(200) }),
        querystring: z.object({
          exp: z.coerce.number().int().positive(),
          firma: z.string().max(100),
        }),
      },
    },
    async (req, reply) => {
      const key = req.params['*'];
      const { files } = req.publicCtx.platform;
      if (!files.verify(key, req.query.exp, req.query.firma))
        throw new AppError('FORBIDDEN', 'El enlace del archivo venció; recargue la página');
      const stream = await files.open(key);
      if (!stream) throw new AppError('NOT_FOUND', 'El archivo ya no está disponible');
      return reply
        .header(
          'content-type',
          CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream',
        )
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );
};
