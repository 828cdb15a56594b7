import { z } from 'zod';
import { foldText, isCommonPassword } from './common-passwords';
import { RESET_MESSAGES } from './auth';
import { whenMissing } from './common';

/**
 * The one password policy (issue 49, point 9): every form that sets a password — a reset link, a
 * new account's welcome link, an administrator's 'Cambio de Contraseña', the user's own change —
 * and the API behind it apply these rules. Its own module, apart from auth.ts and users.ts, so the
 * list of common passwords reaches only the pages that set one (the sign-in page stays small).
 */
export const PASSWORD_MESSAGES = {
  required: 'Campo Requerido',
  min: RESET_MESSAGES.min8,
  max: 'Máximo 50 caracteres',
  weak: 'Use letras y números',
  common: 'Es una de las contraseñas más usadas; elija otra más difícil de adivinar',
  personal: 'La contraseña no puede contener su usuario ni su correo',
  mismatch: RESET_MESSAGES.mismatch,
  currentWrong: 'La contraseña actual no es correcta',
  sameAsCurrent: 'La contraseña nueva debe ser distinta de la actual',
} as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 50;

/** A new password: 8 to 50 characters, letters and digits, not one of the most used. */
export const NewPasswordSchema = z
  .string({ error: whenMissing(PASSWORD_MESSAGES.required) })
  .min(1, PASSWORD_MESSAGES.required)
  .min(PASSWORD_MIN, PASSWORD_MESSAGES.min)
  .max(PASSWORD_MAX, PASSWORD_MESSAGES.max)
  .regex(/\p{L}/u, PASSWORD_MESSAGES.weak)
  .regex(/\p{Nd}/u, PASSWORD_MESSAGES.weak)
  .refine((password) => !isCommonPassword(password), PASSWORD_MESSAGES.common);

const confirmation = z
  .string({ error: whenMissing(PASSWORD_MESSAGES.required) })
  .min(1, PASSWORD_MESSAGES.required);

const matches = (v: { password: string; changepassword: string }) =>
  v.password === v.changepassword;
const mismatch = { path: ['changepassword'], message: PASSWORD_MESSAGES.mismatch };

/** Letters and digits only, lower case without accents: 'Gerente.Zona' → 'gerentezona'. */
const bare = (text: string) => foldText(text).replace(/[^a-z0-9]/g, '');

/**
 * The rule a schema cannot apply without knowing whose password it is: it must not contain the
 * username or the e-mail (its part before the @ too). Short names (under 4 letters) are left out,
 * or 'ana' would refuse 'banana'. Undefined when it holds.
 */
export function personalPasswordProblem(
  password: string,
  user: { username: string; correo: string },
): string | undefined {
  const text = bare(password);
  const local = user.correo.split('@')[0] ?? '';
  const personal = [user.username, user.correo, local].map(bare).filter((p) => p.length >= 4);
  return personal.some((p) => text.includes(p)) ? PASSWORD_MESSAGES.personal : undefined;
}

/** 'Cambio de Contraseña' by an administrator or the user's boss. */
export const AdminPasswordSchema = z
  .object({ password: NewPasswordSchema, changepassword: confirmation })
  .refine(matches, mismatch);
export type AdminPassword = z.infer<typeof AdminPasswordSchema>;

/** A reset or welcome link's form: the link's token and the chosen password. */
export const ResetPasswordSchema = z
  .object({
    token: z.string().min(20, RESET_MESSAGES.invalidLink).max(200, RESET_MESSAGES.invalidLink),
    password: NewPasswordSchema,
    changepassword: confirmation,
  })
  .refine(matches, mismatch);
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

/** 'Cambiar contraseña': the user's own change, proved with the current password. */
export const OwnPasswordSchema = z
  .object({
    actual: z
      .string({ error: whenMissing(PASSWORD_MESSAGES.required) })
      .min(1, PASSWORD_MESSAGES.required)
      // A longer one cannot be the current password (none is set above 50); argon2 is not asked.
      .max(PASSWORD_MAX, PASSWORD_MESSAGES.currentWrong),
    password: NewPasswordSchema,
    changepassword: confirmation,
  })
  .refine(matches, mismatch)
  .refine((v) => v.password !== v.actual, {
    path: ['password'],
    message: PASSWORD_MESSAGES.sameAsCurrent,
  });
export type OwnPassword = z.infer<typeof OwnPasswordSchema>;
