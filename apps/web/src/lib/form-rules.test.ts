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
    const [confirm] = zodRules(RegistrationSchema, 'changepassword');
    const others = {
      fullname: 'Ana López',
      email: 'ana@grupo-restaurantes.com',
      username: 'ana.lopez',
      password: 'secreto1',
      acceptTerms: true,
    };
    expect(await validate(confirm, 'otra-cosa', others)).toBe(
      "Password and Confirm Password didn't match",
    );
    expect(await validate(confirm, 'secreto1', others)).toBeUndefined();
  });

  it('keeps the English texts of registration as the spec words them', async () => {
    const [email] = zodRules(RegistrationSchema, 'email');
    const [terms] = zodRules(RegistrationSchema, 'acceptTerms');
    expect(await validate(email, 'no-es-correo')).toBe('Wrong email format');
    expect(await validate(email, 'ab')).toBe('Minimum 3 symbols');
    expect(await validate(terms, false)).toBe('You must accept the terms and conditions');
  });

  it('validates the reset form with the token the page holds', async () => {
    const [password] = zodRules(ResetPasswordSchema, 'password');
    expect(await validate(password, 'corta', { token: 'x'.repeat(40) })).toBe(RESET_MESSAGES.min8);
  });
});
