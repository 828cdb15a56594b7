import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Erp } from './erp/erp';
import type { ErpPosting } from './erp/posting';
import type { Jobs } from './jobs/jobs';
import type { Files } from './files/files';
import type { Mailer } from './mail/mailer';

/** The signed-in user as every service sees it. */
export type Actor = {
  sessionId: number;
  userId: number;
  username: string;
  nombre: string;
  apellido: string;
  rolId: number;
  rol: string;
  departamento: string;
  posicion: string;
  sucursalId: number;
  bodega: string;
  marca: string;
  empleadoId: number;
  jefe: number | null;
};

/** The adapters, wired once in app.ts. */
export type Platform = {
  config: Config;
  jobs: Jobs;
  mailer: Mailer;
  files: Files;
  /** SAP (or its simulator) and the registration of documents in it. */
  erp: Erp & { posting: ErpPosting };
  log: FastifyBaseLogger;
};

export type PublicCtx = {
  db: Db;
  platform: Platform;
  ip: string;
  requestId: string;
  userAgent: string;
};

export type Ctx = PublicCtx & { actor: Actor };
