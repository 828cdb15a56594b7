import { AUTH_MESSAGES, formatWait } from '@jarvis/contracts/auth';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { PublicCtx } from '../../platform/context';
import { greeting } from '../../platform/mail/mailer';
import { businessDmy, businessTime } from '../../time';
import * as users from '../users/users.service';
import * as repo from './auth.repository';
import type { LimitRule } from './auth.repository';

/**
 * An address where the account signed in within this many days is familiar: a stranger's failures
 * elsewhere slow down the stranger, not the owner at the branch (docs/security.md).
 */
const FAMILIAR_DAYS = 30;
/** The first wait past the free attempts; it doubles with each further failure. */
const FIRST_WAIT_SECONDS = 5;

const HOUR = 60;
/** Recovery mails: 3 an hour for one address, 10 an hour from one requester, then growing waits. */
const FORGOT_BY_EMAIL: LimitRule = {
  free: 3,
  baseSeconds: 60,
  capSeconds: 3600,
  quietMinutes: HOUR,
};
const FORGOT_BY_IP: LimitRule = { free: 10, baseSeconds: 60, capSeconds: 3600, quietMinutes: HOUR };
/** Registration requests: 2 an hour for one address, 5 an hour from one requester. */
const REGISTER_BY_EMAIL: LimitRule = {
  free: 2,
  baseSeconds: 300,
  capSeconds: 3600,
  quietMinutes: HOUR,
};
const REGISTER_BY_IP: LimitRule = {
  free: 5,
  baseSeconds: 300,
  capSeconds: 3600,
  quietMinutes: HOUR,
};
/** Longest any rule keeps a counter after its last wait (the hourly prune drops older ones). */
const KEPT_MINUTES = 2 * HOUR;

function signInRules(ctx: PublicCtx) {
  const { LOGIN_MAX_FAILURES, LOGIN_MAX_FAILURES_PER_IP, LOGIN_WINDOW_MINUTES } =
    ctx.platform.config;
  const rule = (free: number): LimitRule => ({
    free,
    baseSeconds: FIRST_WAIT_SECONDS,
    capSeconds: LOGIN_WINDOW_MINUTES * 60,
    quietMinutes: LOGIN_WINDOW_MINUTES,
  });
  return { account: rule(LOGIN_MAX_FAILURES), address: rule(LOGIN_MAX_FAILURES_PER_IP) };
}

const accountKey = (userId: number) => `u:${userId}`;

export type SignInAttempt = {
  /** The counters this attempt reserved; `failed` or `succeeded` settles them. */
  accountKey: string;
  addressKey: string;
  addressRule: LimitRule;
  counts: Map<string, number>;
};

/**
 * Reserves a sign-in attempt before the password is checked, or refuses it with the wait. One
 * account is counted as one, whatever was typed (username or e-mail); an unknown name is counted by
 * what was typed, so it is throttled alike and tells nothing.
 */
export async function reserveSignIn(
  ctx: PublicCtx,
  login: string,
  userId: number | undefined,
): Promise<SignInAttempt> {
  const rules = signInRules(ctx);
  const familiar =
    userId !== undefined && (await users.hasSignedInFrom(ctx.db, userId, ctx.ip, FAMILIAR_DAYS));
  const account =
    userId === undefined
      ? `u:?${login.toLowerCase()}`
      : familiar
        ? `${accountKey(userId)}@${ctx.ip}`
        : accountKey(userId);
  const address = `ip:${ctx.ip}`;
  const reserved = await repo.reserve(ctx.db, [
    { clave: account, rule: rules.account },
    { clave: address, rule: rules.address },
  ]);
  if (!reserved.ok) {
    throw new AppError(
      'RATE_LIMITED',
      AUTH_MESSAGES.rateLimited.replace('{espera}', formatWait(reserved.waitSeconds)),
    );
  }
  return {
    accountKey: account,
    addressKey: address,
    addressRule: rules.address,
    counts: reserved.counts,
  };
}

/**
 * The right password: the address's attempt is returned and the account's counter for this place
 * starts again. Call it after the caller's transaction, not inside it: one statement a row, each
 * lock held only for its statement (the address's row is shared by everyone signing in from one
 * place; held to a commit, fifty sign-ins at once queued behind it, and in the other order than a
 * reservation's they deadlocked).
 */
export async function signInSucceeded(db: Db, attempt: SignInAttempt) {
  await repo.release(db, attempt.addressKey, attempt.addressRule);
  await repo.clearLimits(db, [attempt.accountKey]);
}

/**
 * A wrong password on a real account. When this failure is the one that starts the waits, the owner
 * is told by mail: once a spell, with the address, so they can warn IT or change the password.
 */
export async function signInFailed(
  ctx: PublicCtx,
  attempt: SignInAttempt,
  user: { userId: number; nombre: string; correo: string },
) {
  const { LOGIN_MAX_FAILURES, BUSINESS_TZ } = ctx.platform.config;
  if (attempt.counts.get(attempt.accountKey) !== LOGIN_MAX_FAILURES) return;
  const { mailer } = ctx.platform;
  const now = new Date();
  const correoId = await mailer.queue(ctx.db, {
    to: user.correo,
    subject: 'Jarvis: intentos fallidos de inicio de sesión en su cuenta',
    text: [
      greeting(user.nombre),
      '',
      `Hubo ${LOGIN_MAX_FAILURES} intentos de inicio de sesión con una contraseña incorrecta en su cuenta de Jarvis.`,
      `El último fue el ${businessDmy(now, BUSINESS_TZ)} a las ${businessTime(now, BUSINESS_TZ)}, desde la dirección ${ctx.ip}.`,
      '',
      'Si fue usted, no tiene que hacer nada: espere unos segundos e intente de nuevo.',
      'Si no fue usted, cambie su contraseña con "¿Olvidó su contraseña?" y avise al equipo de IT.',
      'Desde los lugares donde usted ya inició sesión antes puede seguir entrando con normalidad.',
    ].join('\n'),
  });
  await mailer.dispatch(correoId);
}

/** An administrator lets the account sign in again at once, from any address. */
export async function clearSignInThrottle(db: Db, userId: number): Promise<void> {
  await repo.clearAccountLimits(db, accountKey(userId));
}

/** Recovery mail requests: per address asked for and per requester. */
export function reserveForgotPassword(ctx: PublicCtx, email: string) {
  return reserveRequest(ctx, [
    { clave: `fp:${email.toLowerCase()}`, rule: FORGOT_BY_EMAIL },
    { clave: `fp-ip:${ctx.ip}`, rule: FORGOT_BY_IP },
  ]);
}

/** Registration requests: per address given and per requester. */
export function reserveRegistration(ctx: PublicCtx, email: string) {
  return reserveRequest(ctx, [
    { clave: `reg:${email.toLowerCase()}`, rule: REGISTER_BY_EMAIL },
    { clave: `reg-ip:${ctx.ip}`, rule: REGISTER_BY_IP },
  ]);
}

/**
 * Manager-code checks (issue #52): 5 wrong codes for a branch, or by one user, within the hour,
 * then waits that double from 30 s — a four-digit code cannot be walked through.
 */
const MANAGER_CODE: LimitRule = { free: 5, baseSeconds: 30, capSeconds: 3600, quietMinutes: HOUR };

const managerCodeKeys = (sucursalId: number, userId: number) => [
  { clave: `mgr:${sucursalId}`, rule: MANAGER_CODE },
  { clave: `mgr-u:${userId}`, rule: MANAGER_CODE },
];

/** Counts a manager-code check before it runs, or refuses it with the wait (`{espera}`). */
export async function reserveManagerCode(
  ctx: PublicCtx,
  who: { sucursalId: number; userId: number },
  waitMessage: string,
) {
  const reserved = await repo.reserve(ctx.db, managerCodeKeys(who.sucursalId, who.userId));
  if (!reserved.ok)
    throw new AppError(
      'RATE_LIMITED',
      waitMessage.replace('{espera}', formatWait(reserved.waitSeconds)),
    );
}

/** The right code: its counters start again. */
export async function managerCodeAccepted(db: Db, who: { sucursalId: number; userId: number }) {
  await repo.clearLimits(
    db,
    managerCodeKeys(who.sucursalId, who.userId).map((k) => k.clave),
  );
}

async function reserveRequest(ctx: PublicCtx, keys: { clave: string; rule: LimitRule }[]) {
  const reserved = await repo.reserve(ctx.db, keys);
  if (!reserved.ok) {
    throw new AppError(
      'RATE_LIMITED',
      AUTH_MESSAGES.requestsLimited.replace('{espera}', formatWait(reserved.waitSeconds)),
    );
  }
}

export async function pruneLimits(ctx: PublicCtx) {
  const { LOGIN_WINDOW_MINUTES } = ctx.platform.config;
  await repo.deleteLimitsBefore(ctx.db, Math.max(KEPT_MINUTES, LOGIN_WINDOW_MINUTES * 2));
}
