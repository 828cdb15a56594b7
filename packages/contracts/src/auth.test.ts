import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, LoginSchema, RegistrationSchema, ForgotPasswordSchema } from './auth';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('login schema', () => {
  it('accepts a username or an e-mail with a password of 3 to 50 characters', () => {
    expect(LoginSchema.safeParse({ username: 'admin', password: 'jarvis123' }).success).toBe(true);
    expect(LoginSchema.safeParse({ username: 'a@b.com', password: 'abc' }).success).toBe(true);
  });

  it('answers with the spec messages for short, long and missing fields', () => {
    expect(firstMessage(LoginSchema.safeParse({ username: 'ab', password: 'abcd' }))).toBe(
      AUTH_MESSAGES.min3,
    );
    expect(
      firstMessage(LoginSchema.safeParse({ username: 'a'.repeat(51), password: 'abcd' })),
    ).toBe(AUTH_MESSAGES.max50);
    expect(firstMessage(LoginSchema.safeParse({ username: '', password: 'abcd' }))).toBe(
      AUTH_MESSAGES.required,
    );
    expect(firstMessage(LoginSchema.safeParse({ password: 'abcd' }))).toBe(AUTH_MESSAGES.required);
  });
});

describe('registration schema', () => {
  const valid = {
    fullname: 'Ana López',
    email: 'ana@grupo.com',
    username: 'ana.lopez',
    password: 'secreto1',
    changepassword: 'secreto1',
    acceptTerms: true,
  };

  it('accepts a complete form', () => {
    expect(RegistrationSchema.safeParse(valid).success).toBe(true);
  });

  it('refuses mismatched passwords, a bad e-mail and unaccepted terms with the spec texts', () => {
    expect(firstMessage(RegistrationSchema.safeParse({ ...valid, changepassword: 'otro' }))).toBe(
      AUTH_MESSAGES.passwordMismatch,
    );
    expect(firstMessage(RegistrationSchema.safeParse({ ...valid, email: 'no-es-correo' }))).toBe(
      AUTH_MESSAGES.wrongEmail,
    );
    expect(firstMessage(RegistrationSchema.safeParse({ ...valid, acceptTerms: false }))).toBe(
      AUTH_MESSAGES.acceptTerms,
    );
  });
});

describe('forgot-password schema', () => {
  it('requires a well-formed e-mail', () => {
    expect(ForgotPasswordSchema.safeParse({ email: 'x@y.com' }).success).toBe(true);
    expect(firstMessage(ForgotPasswordSchema.safeParse({ email: 'xyz' }))).toBe(
      AUTH_MESSAGES.wrongEmail,
    );
  });
});
