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
import { AppError } from '../../errors';
import { audit } from '../../platform/audit/audit';
import { hashToken, newToken, verifyPassword } from '../../platform/auth/crypto';
import type { Ctx, PublicCtx } from '../../platform/context';
import * as users from '../users/users.service';
import * as repo from './auth.repository';

const userKey = (login: string) => `u:${login.toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

async function refuseWhenThrottled(ctx: PublicCtx, login: string) {
  const { LOGIN_MAX_FAILURES, LOGIN_MAX_FAILURES_PER_IP, LOGIN_WINDOW_MINUTES } =
    ctx.platform.config;
  const counts = await repo.countRecentFailures(
    ctx.db,
    [userKey(login), ipKey(ctx.ip)],
    LOGIN_WINDOW_MINUTES,
  );
  const byUser = counts.get(userKey(login)) ?? 0;
  const byIp = counts.get(ipKey(ctx.ip)) ?? 0;
  if (byUser >= LOGIN_MAX_FAILURES || byIp >= LOGIN_MAX_FAILURES_PER_IP) {
    throw new AppError(
      'RATE_LIMITED',
      AUTH_MESSAGES.rateLimited.replace('{minutos}', String(LOGIN_WINDOW_MINUTES)),
    );
  }
}

export async function login(ctx: PublicCtx, input: Login): Promise<LoginResponse> {
  await refuseWhenThrottled(ctx, input.username);
  const candidate = await users.findLoginCandidate(ctx.db, input.username);
  const ok = await verifyPassword(candidate?.passwordHash, input.password);
  if (!candidate || !ok) {
    await repo.recordFailures(ctx.db, [userKey(input.username), ipKey(ctx.ip)]);
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
    await repo.clearFailures(tx, userKey(input.username));
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
  return { usuario: { id: candidate.userId, authToken: token } };
}

export async function logout(ctx: Ctx): Promise<Success> {
  await users.revokeSession(ctx.db, ctx.actor.sessionId);
  await audit(ctx, { accion: 'logout', entidad: 'usuario', entidadId: ctx.actor.userId });
  return { successful: AUTH_MESSAGES.loggedOut };
}

/** Always the same answer, so the form never tells whether an account exists. */
export async function forgotPassword(ctx: PublicCtx, input: ForgotPassword): Promise<Success> {
  const answer = { successful: AUTH_MESSAGES.forgotSent.replace('{email}', input.email) };
  const user = await users.findByEmail(ctx.db, input.email);
  if (!user || user.vetado === 1) return answer;
  const { config, mailer } = ctx.platform;
  const { token, hash } = newToken();
  const link = `${config.publicUrl}/auth/reset-password/${token}`;
  const correoId = await ctx.db.transaction(async (tx) => {
    await repo.createReset(tx, {
      userId: user.userId,
      tokenHash: hash,
      minutes: config.PASSWORD_RESET_MINUTES,
    });
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
    return mailer.queue(tx, {
      to: user.correo,
      subject: 'Jarvis: restablecer contraseña',
      text: [
        `Hola ${user.nombre},`,
        '',
        'Recibimos una solicitud para restablecer su contraseña de Jarvis.',
        `Abra este enlace para elegir una nueva (vence en ${config.PASSWORD_RESET_MINUTES} minutos):`,
        link,
        '',
        'Si usted no lo solicitó, ignore este correo; su contraseña no cambiará.',
      ].join('\n'),
    });
  });
  await mailer.dispatch(correoId);
  return answer;
}

export async function resetPassword(ctx: PublicCtx, input: ResetPassword): Promise<Success> {
  await ctx.db.transaction(async (tx) => {
    const userId = await repo.consumeReset(tx, hashToken(input.token));
    if (userId === undefined) throw new AppError('VALIDATION_ERROR', RESET_MESSAGES.invalidLink);
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
 * Self-registration is present but outside the normal flow: accounts are created by IT. The request
 * is recorded for IT to act on; no account and no password are stored.
 */
export async function register(ctx: PublicCtx, input: Registration): Promise<Success> {
  await audit(ctx, {
    accion: 'registro.solicitud',
    entidad: 'registro',
    detalle: { fullname: input.fullname, email: input.email, username: input.username },
  });
  return { successful: AUTH_MESSAGES.registrationReceived };
}

export async function pruneFailures(ctx: PublicCtx) {
  await repo.deleteFailuresBefore(ctx.db, ctx.platform.config.LOGIN_WINDOW_MINUTES);
}
