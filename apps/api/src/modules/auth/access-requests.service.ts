import {
  ACCESS_REQUEST_MESSAGES as M,
  canApplyAccessAction,
  type AccessRequestAction,
  type AccessRequestPage,
  type AccessRequestQuery,
  type DeclineAccessRequest,
} from '@jarvis/contracts/access-requests';
import type { Registration } from '@jarvis/contracts/auth';
import type { Success } from '@jarvis/contracts/errors';
import { DEPARTAMENTOS } from '@jarvis/contracts/org';
import type { NewUser, NewUserResult } from '@jarvis/contracts/users';
import type { IdempotentAnswer } from '../../platform/idempotency/idempotency';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../errors';
import { audit } from '../../platform/audit/audit';
import type { Ctx, PublicCtx } from '../../platform/context';
import * as registration from '../users/users-create.service';
import * as users from '../users/users.service';
import { declinedMail, newRequestMail } from './access-requests.mail';
import * as repo from './access-requests.repository';

/*
 * 'Solicitudes de acceso' (issue 51): the registration page's requests reach IT, which turns one
 * into a user through the 'Registro de Usuario' rules or declines it with a reason mailed back.
 */

const entidad = 'solicitud_acceso';

/** IT's people who can act on a request: Informática's holders of the screen. */
async function itPeople(db: Db) {
  const informatica = (await users.orgDirectory(db)).departamentoId(DEPARTAMENTOS.informatica);
  if (informatica === undefined) return [];
  return users.holdersInDepartment(db, informatica, 'users.accessRequests');
}

/**
 * Stores a pending request and queues the news to IT. An address that already has a pending request
 * creates nothing: the partial unique index decides, also between two submissions at once.
 */
export async function submit(ctx: PublicCtx, input: Registration): Promise<void> {
  const request = {
    nombreCompleto: input.fullname,
    correo: input.email,
    username: input.username,
    comentario: input.comentario || null,
  };
  const people = await itPeople(ctx.db);
  try {
    const correoIds = await ctx.db.transaction(async (tx) => {
      const solicitudId = await repo.insertRequest(tx, request);
      await audit(
        ctx,
        {
          accion: 'solicitud_acceso.crear',
          entidad,
          entidadId: solicitudId,
          detalle: { correo: request.correo, username: request.username },
        },
        tx,
      );
      return ctx.platform.mailer.queueAll(
        tx,
        people.map((person) => newRequestMail(ctx.platform.config.publicUrl, person, request)),
      );
    });
    await ctx.platform.mailer.dispatchAll(correoIds);
  } catch (error) {
    if (!isUniqueViolation(error, repo.ONE_PENDING_INDEX)) throw error;
  }
}

function assertAdministrator(ctx: Ctx) {
  if (!users.isUserAdministrator(ctx.actor)) throw new AppError('FORBIDDEN', M.onlyAdministrators);
}

export async function list(ctx: Ctx, query: AccessRequestQuery): Promise<AccessRequestPage> {
  assertAdministrator(ctx);
  const { rows, counted, tabs } = await repo.listRequests(ctx.db, query);
  const people = rows.flatMap((r) => [r.resueltoPor, r.usuarioId]).filter((id) => id !== null);
  const names = await users.userNames(ctx.db, people);
  return {
    items: rows.map(({ resueltoPor, usuarioId, ...row }) => ({
      ...row,
      resueltoPor: resueltoPor === null ? null : (names.get(resueltoPor)?.nombre ?? null),
      usuarioCreado: usuarioId === null ? null : (names.get(usuarioId)?.username ?? null),
    })),
    ...counted,
    page: query.page,
    size: query.size,
    estados: tabs.map(({ key, total, totalIsCapped }) => ({ estado: key, total, totalIsCapped })),
  };
}

/** The request, still open to `action`: 404 unknown, 409 already resolved. */
async function openRequest(db: Db, solicitudId: number, action: AccessRequestAction) {
  const found = await repo.findRequest(db, solicitudId);
  if (!found) throw new AppError('NOT_FOUND', M.notFound);
  if (!canApplyAccessAction(found.estado, action))
    throw new AppError('CONFLICT', M.notPending(found.estado));
  return found;
}

/** The 409 for a request another administrator resolved while this one worked on it. */
async function resolvedMeanwhile(db: Db, solicitudId: number): Promise<AppError> {
  const found = await repo.findRequest(db, solicitudId);
  return new AppError('CONFLICT', M.notPending(found?.estado ?? 'aprobada'));
}

/**
 * 'Crear usuario': the user is created by the normal creation (users-create.service, every rule of
 * 'Registro de Usuario'), and the request marked aprobada in its transaction; a request resolved
 * meanwhile undoes the user.
 */
export async function approve(
  ctx: Ctx,
  solicitudId: number,
  input: NewUser,
  clave: string,
): Promise<IdempotentAnswer<NewUserResult>> {
  assertAdministrator(ctx);
  try {
    // Once per idempotency key, like every create: a repeated click answers the user it made.
    return await registration.createUserOnce(ctx, input, clave, {
      operacion: 'solicitud_acceso.aprobar',
      solicitud: { solicitudId },
      check: () => openRequest(ctx.db, solicitudId, 'aprobar'),
      along: async (tx, user) => {
        const change = { resueltoPor: ctx.actor.userId, usuarioId: user.userID };
        if (!(await repo.resolveRequest(tx, solicitudId, 'aprobar', change)))
          throw await resolvedMeanwhile(tx, solicitudId);
        await audit(
          ctx,
          {
            accion: 'solicitud_acceso.aprobar',
            entidad,
            entidadId: solicitudId,
            detalle: { usuarioId: user.userID, username: user.username },
          },
          tx,
        );
      },
    });
  } catch (error) {
    // Two administrators at once: the other's new user may take the e-mail before this one's
    // update reaches the request. What happened is that the request was resolved.
    if (error instanceof AppError && error.code === 'VALIDATION_ERROR') {
      const now = await repo.findRequest(ctx.db, solicitudId);
      if (now && now.estado !== 'pendiente')
        throw new AppError('CONFLICT', M.notPending(now.estado));
    }
    throw error;
  }
}

/** 'Rechazar': the request is declined and its reason mailed to the requester. */
export async function decline(
  ctx: Ctx,
  solicitudId: number,
  input: DeclineAccessRequest,
): Promise<Success> {
  assertAdministrator(ctx);
  const request = await openRequest(ctx.db, solicitudId, 'rechazar');
  const correoId = await ctx.db.transaction(async (tx) => {
    const change = { resueltoPor: ctx.actor.userId, motivo: input.motivo };
    if (!(await repo.resolveRequest(tx, solicitudId, 'rechazar', change)))
      throw await resolvedMeanwhile(tx, solicitudId);
    await audit(
      ctx,
      { accion: 'solicitud_acceso.rechazar', entidad, entidadId: solicitudId, detalle: input },
      tx,
    );
    return ctx.platform.mailer.queue(tx, declinedMail(request, input.motivo, ctx.actor.userId));
  });
  await ctx.platform.mailer.dispatch(correoId);
  return { successful: M.declined(request.correo) };
}
