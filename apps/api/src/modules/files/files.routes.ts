import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendFile } from '../../platform/files/send-file';
import * as service from './files.service';

/**
 * Uploaded files behind their signed, short-lived URLs (platform/files): public, because an <img>
 * sends no bearer header; the signature is the permission, given by the screen that showed the link.
 */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/*',
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
    async (req, reply) =>
      sendFile(reply, await service.openSigned(req.publicCtx, req.params['*'], req.query)),
  );
};
