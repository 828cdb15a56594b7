import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  LoginSchema,
  RegistrationSchema,
  ForgotPasswordSchema,
  RESET_MESSAGES,
} from './auth';
import { ResetPasswordSchema } from './passwords';
import { localeError } from './zod-locale';

// As the API and the web set it.
z.config({ localeError });

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
    comentario: 'Subway Multiplaza, cajera',
    acceptTerms: true,
  };

  it('accepts a complete form, the comment being optional', () => {
    expect(RegistrationSchema.safeParse(valid).success).toBe(true);
    expect(RegistrationSchema.safeParse({ ...valid, comentario: undefined }).success).toBe(true);
  });

  it('asks no password: one sent is not kept', () => {
    const parsed = RegistrationSchema.parse({ ...valid, password: 'x', changepassword: 'x' });
    expect(parsed).not.toHaveProperty('password');
    expect(parsed).not.toHaveProperty('changepassword');
  });

  it('refuses a bad e-mail, short or long fields and unaccepted terms in Spanish', () => {
    expect(firstMessage(RegistrationSchema.safeParse({ ...valid, email: 'no-es-correo' }))).toBe(
      'Formato de correo inválido',
    );
    expect(firstMessage(RegistrationSchema.safeParse({ ...valid, fullname: 'Al' }))).toBe(
      'Mínimo 3 caracteres',
    );
    expect(firstMessage(RegistrationSchema.safeParse({ ...valid, username: 'a'.repeat(51) }))).toBe(
      'Máximo 50 caracteres',
    );
    expect(firstMessage(RegistrationSchema.safeParse({ ...valid, acceptTerms: false }))).toBe(
      'Debe aceptar los términos y condiciones',
    );
    expect(
      firstMessage(RegistrationSchema.safeParse({ ...valid, comentario: 'x'.repeat(301) })),
    ).toBe(AUTH_MESSAGES.comentarioLength);
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

/** The spec's English texts of the sign-in pages (spec 1 §5), and words only English uses. */
const SPEC_ENGLISH = [
  'Wrong email format',
  'Minimum 3 symbols',
  'Maximum 50 symbols',
  "Password and Confirm Password didn't match",
  'You must accept the terms and conditions',
  'is required',
  'is not valid',
];
const ENGLISH_WORDS =
  /\b(the|and|must|you|your|minimum|maximum|symbols?|wrong|format|password|required|invalid|match|accept|terms|expected|received)\b/i;
const isEnglish = (text: string) =>
  SPEC_ENGLISH.some((english) => text.includes(english)) || ENGLISH_WORDS.test(text);

describe('the sign-in pages speak Spanish', () => {
  it('has no English message among its texts', () => {
    const texts = [...Object.values(AUTH_MESSAGES), ...Object.values(RESET_MESSAGES)];
    expect(texts.filter(isEnglish)).toEqual([]);
  });

  it('answers every mistake of every sign-in form in Spanish', () => {
    const forms: [z.ZodType, Record<string, unknown>[]][] = [
      [
        LoginSchema,
        [{}, { username: '', password: '' }, { username: 'ab', password: 'x'.repeat(51) }],
      ],
      [ForgotPasswordSchema, [{}, { email: '' }, { email: 'ab' }, { email: 'xyz' }, { email: 5 }]],
      [
        RegistrationSchema,
        [
          {},
          { fullname: '', email: '', username: '', acceptTerms: false },
          {
            fullname: 'ab',
            email: 'no-es-correo',
            username: 'x'.repeat(51),
            comentario: 'x'.repeat(301),
          },
          { fullname: 5, email: 'a'.repeat(60), username: null, acceptTerms: 'sí' },
        ],
      ],
      [ResetPasswordSchema, [{}, { token: 'x', password: 'corta', changepassword: 'otra' }]],
    ];
    const messages = forms.flatMap(([schema, inputs]) =>
      inputs.flatMap((input) => schema.safeParse(input).error?.issues.map((i) => i.message) ?? []),
    );
    expect(messages.length).toBeGreaterThan(20);
    expect(messages.filter(isEnglish)).toEqual([]);
  });
});
