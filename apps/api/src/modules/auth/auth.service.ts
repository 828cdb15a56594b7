import {
  AUTH_MESSAGES,
  RESET_MESSAGES,
  type ForgotPassword,
  type Login,
  type LoginResponse,
  type Registration,
  type ResetPassword,
} from '@jarvis/contracts/auth';
import type { Success } from '@jarvis/contracts/errors';
import { PASSWORD_MESSAGES, type OwnPassword } from '@jarvis/contracts/passwords';
import { USERS_MESSAGES } from '@jarvis/contracts/users';
import { AppError } from '../../errors';
import { audit } from '../../platform/audit/audit';
import { hashToken, newToken, verifyPassword } from '../../platform/auth/crypto';
import type { Db } from '../../db/client';
import type { Ctx, PublicCtx } from '../../platform/context';
import { greeting } from '../../platform/mail/mailer';
import * as users from '../users/users.service';
import * as accessRequests from './access-requests.service';
import * as throttle from './auth-throttle.service';
import * as repo from './auth.repository';

export async function login(ctx: PublicCtx, input: Login): Promise<LoginResponse> {
  const candidate = await users.findLoginCandidate(ctx.db, input.username);
  const attempt = await throttle.reserveSignIn(ctx, input.username, candidate?.userId);
  const ok = await verifyPassword(candidate?.passwordHash, input.password);
  if (!candidate || !ok) {
    if (candidate) await throttle.signInFailed(ctx, attempt, candidate);
    await audit(ctx, {
      accion: 'login.fallido',
      entidad: 'usuario',
      entidadId: input.username.slice(0, 60),
      ...(candidate ? { usuarioId: candidate.userId } : {}),
    });
    throw new AppError('INVALID_CREDENTIALS', AUTH_MESSAGES.wrongCredentials);
  }
  if (candidate.vetado === 1) throw new AppError('USER_BLOCKED', AUTH_MESSAGES.blocked);
  const { token, hash } = newToken();
  await ctx.db.transaction(async (tx) => {
    await users.createSession(tx, {
      userId: candidate.userId,
      tokenHash: hash,
      ip: ctx.ip,
      agente: ctx.userAgent,
    });
    await audit(
      ctx,
      {
        accion: 'login',
        entidad: 'usuario',
        entidadId: candidate.userId,
        usuarioId: candidate.userId,
      },
      tx,
    );
  });
  await throttle.signInSucceeded(ctx.db, attempt);
  return { usuario: { id: candidate.userId, authToken: token } };
}

export async function logout(ctx: Ctx): Promise<Success> {
  await users.revokeSession(ctx.db, ctx.actor.sessionId);
  await audit(ctx, { accion: 'logout', entidad: 'usuario', entidadId: ctx.actor.userId });
  return { successful: AUTH_MESSAGES.loggedOut };
}

/**
 * Always the same answer, so the form never tells whether an account exists; asking too often for
 * one address, or from one place, waits (counted for unknown addresses alike).
 */
export async function forgotPassword(ctx: PublicCtx, input: ForgotPassword): Promise<Success> {
  await throttle.reserveForgotPassword(ctx, input.email);
  const answer = { successful: AUTH_MESSAGES.forgotSent.replace('{email}', input.email) };
  const user = await users.findByEmail(ctx.db, input.email);
  if (!user || user.vetado === 1) return answer;
  const correoId = await ctx.db.transaction(async (tx) => {
    await audit(
      ctx,
      {
        accion: 'password.solicitud',
        entidad: 'usuario',
        entidadId: user.userId,
        usuarioId: user.userId,
      },
      tx,
    );
    return issuePasswordLink(ctx, tx, user, 'reset');
  });
  await ctx.platform.mailer.dispatch(correoId);
  return answer;
}

export type LinkKind = 'reset' | 'welcome';

function linkMail(
  kind: LinkKind,
  input: { nombre: string; username?: string; link: string; validity: string },
) {
  if (kind === 'welcome') {
    return {
      subject: 'Jarvis: su cuenta está lista',
      text: [
        greeting(input.nombre),
        '',
        'El equipo de IT creó su cuenta de Jarvis.',
        ...(input.username ? [`Su usuario es: ${input.username}`] : []),
        `Abra este enlace para elegir su contraseña (vence en ${input.validity}):`,
        input.link,
        '',
        'Si el enlace venció, pida uno nuevo con "¿Olvidó su contraseña?" en la página de inicio.',
      ].join('\n'),
    };
  }
  return {
    subject: 'Jarvis: restablecer contraseña',
    text: [
      greeting(input.nombre),
      '',
      'Recibimos una solicitud para restablecer su contraseña de Jarvis.',
      `Abra este enlace para elegir una nueva (vence en ${input.validity}):`,
      input.link,
      '',
      'Si usted no lo solicitó, ignore este correo; su contraseña no cambiará.',
    ].join('\n'),
  };
}

/**
 * A link to choose a password, mailed to the user: a reset asked for, or a new account's welcome.
 * It ends every earlier link of the user. Queued in `db` (the caller's transaction); returns the
 * mail to dispatch once that transaction commits.
 */
export async function issuePasswordLink(
  ctx: PublicCtx,
  db: Db,
  user: { userId: number; nombre: string; correo: string; username?: string },
  kind: LinkKind,
): Promise<number> {
  const { config, mailer } = ctx.platform;
  const minutes =
    kind === 'welcome' ? config.PASSWORD_WELCOME_HOURS * 60 : config.PASSWORD_RESET_MINUTES;
  const validity =
    kind === 'welcome' ? `${config.PASSWORD_WELCOME_HOURS} horas` : `${minutes} minutos`;
  const { token, hash } = newToken();
  await repo.createReset(db, { userId: user.userId, tokenHash: hash, minutes });
  const link = `${config.publicUrl}/auth/reset-password/${token}`;
  return mailer.queue(db, {
    to: user.correo,
    ...linkMail(kind, { nombre: user.nombre, username: user.username, link, validity }),
  });
}

export async function resetPassword(ctx: PublicCtx, input: ResetPassword): Promise<Success> {
  await ctx.db.transaction(async (tx) => {
    const link = await repo.consumeReset(tx, hashToken(input.token));
    // A password set since the link was issued (by an administrator, another link) ends it.
    const changedAt = link && (await users.passwordChangedAt(tx, link.userId));
    if (!link || !changedAt || changedAt > link.creadoEn)
      throw new AppError('VALIDATION_ERROR', RESET_MESSAGES.invalidLink);
    const { userId } = link;
    await users.changePassword(tx, userId, input.password);
    await audit(
      ctx,
      { accion: 'password.restablecida', entidad: 'usuario', entidadId: userId, usuarioId: userId },
      tx,
    );
  });
  return { successful: RESET_MESSAGES.done };
}

/**
 * Self-registration is outside the normal flow: accounts are created by IT. The request is stored
 * for IT ('Solicitudes de acceso') and IT is mailed; the answer is the same whether or not the
 * address already had a pending request.
 */
export async function register(ctx: PublicCtx, input: Registration): Promise<Success> {
  await throttle.reserveRegistration(ctx, input.email);
  await accessRequests.submit(ctx, input);
  return { successful: AUTH_MESSAGES.registrationReceived };
}

/**
 * 'Cambiar contraseña': the user replaces its password, proving it knows the current one (a session
 * left open on a shared till is not enough). The current password is checked under the sign-in
 * throttle, so an open session cannot be used to guess it. This session stays; the others end.
 */
export async function changeOwnPassword(ctx: Ctx, input: OwnPassword): Promise<Success> {
  const { userId, username, sessionId } = ctx.actor;
  const owner = await users.findLoginCandidate(ctx.db, username);
  const attempt = await throttle.reserveSignIn(ctx, username, userId);
  if (!owner || !(await verifyPassword(owner.passwordHash, input.actual))) {
    if (owner) await throttle.signInFailed(ctx, attempt, owner);
    throw new AppError('VALIDATION_ERROR', PASSWORD_MESSAGES.currentWrong, {
      actual: PASSWORD_MESSAGES.currentWrong,
    });
  }
  await ctx.db.transaction(async (tx) => {
    await users.setPassword(tx, userId, input.password, {
      mustChange: false,
      keepSessionId: sessionId,
    });
    await audit(ctx, { accion: 'password.propia', entidad: 'usuario', entidadId: userId }, tx);
  });
  await throttle.signInSucceeded(ctx.db, attempt);
  return { successful: USERS_MESSAGES.ownPasswordChanged };
}

export const clearSignInThrottle = throttle.clearSignInThrottle;
export const pruneLimits = throttle.pruneLimits;
