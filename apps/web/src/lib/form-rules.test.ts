import { describe, expect, it } from 'vitest';
import type { FormInstance, FormRule } from 'antd';
import {
  AUTH_MESSAGES,
  LoginSchema,
  RegistrationSchema,
  RESET_MESSAGES,
} from '@jarvis/contracts/auth';
import { ResetPasswordSchema } from '@jarvis/contracts/passwords';
import { zodRules } from './form-rules';

/** Runs an antd rule the way Form does: resolves when valid, rejects with the message otherwise. */
async function validate(
  rule: FormRule | undefined,
  value: unknown,
  others: Record<string, unknown> = {},
) {
  if (typeof rule !== 'function') throw new Error('expected a rule factory');
  const form = { getFieldsValue: () => others } as unknown as FormInstance;
  const { validator } = rule(form);
  try {
    await validator?.({}, value, () => undefined);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('zodRules', () => {
  const [username] = zodRules(LoginSchema, 'username');

  it('answers the contract messages for the login fields', async () => {
    expect(await validate(username, undefined)).toBe(AUTH_MESSAGES.required);
    expect(await validate(username, '')).toBe('Campo Requerido');
    expect(await validate(username, 'ab')).toBe('Mínimo 3 caracteres');
    expect(await validate(username, 'a'.repeat(51))).toBe('Máximo 50 caracteres');
    expect(await validate(username, 'admin')).toBeUndefined();
  });

  it('reports only the field it guards, whatever the others hold', async () => {
    const [password] = zodRules(LoginSchema, 'password');
    expect(await validate(password, 'jarvis123', { username: '' })).toBeUndefined();
  });

  it('reports cross-field refinements on the field they name', async () => {
    const [confirm] = zodRules(ResetPasswordSchema, 'changepassword');
    const others = { token: 'x'.repeat(40), password: 'NuevaClave2026' };
    expect(await validate(confirm, 'otra-cosa', others)).toBe(RESET_MESSAGES.mismatch);
    expect(await validate(confirm, 'NuevaClave2026', others)).toBeUndefined();
  });

  it('says the registration mistakes in Spanish', async () => {
    const [email] = zodRules(RegistrationSchema, 'email');
    const [terms] = zodRules(RegistrationSchema, 'acceptTerms');
    expect(await validate(email, 'no-es-correo')).toBe('Formato de correo inválido');
    expect(await validate(email, 'ab')).toBe('Mínimo 3 caracteres');
    expect(await validate(terms, false)).toBe('Debe aceptar los términos y condiciones');
  });

  it('validates the reset form with the token the page holds', async () => {
    const [password] = zodRules(ResetPasswordSchema, 'password');
    expect(await validate(password, 'corta', { token: 'x'.repeat(40) })).toBe(RESET_MESSAGES.min8);
  });
});
