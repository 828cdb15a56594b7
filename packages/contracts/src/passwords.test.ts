import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';
import {
  AdminPasswordSchema,
  NewPasswordSchema,
  OwnPasswordSchema,
  PASSWORD_MESSAGES as M,
  personalPasswordProblem,
  ResetPasswordSchema,
} from './passwords';

const firstMessage = (password: string) =>
  NewPasswordSchema.safeParse(password).error?.issues[0]?.message;

describe('the password policy', () => {
  it('asks for 8 to 50 characters with letters and digits', () => {
    expect(firstMessage('')).toBe(M.required);
    expect(firstMessage('ab1')).toBe(M.min);
    expect(firstMessage(`a1${'x'.repeat(49)}`)).toBe(M.max);
    expect(firstMessage('aaaaaaaa')).toBe(M.weak);
    expect(firstMessage('12345678')).toBe(M.weak);
    expect(firstMessage('Ñandú2026río')).toBeUndefined();
  });

  it('refuses the most used passwords, in any case, with accents or look-alike digits', () => {
    for (const common of [
      'password1',
      'Password123!',
      'P@ssw0rd1',
      'qwerty123',
      'abcd1234',
      'a1b2c3d4',
      '1qaz2wsx',
      'iloveyou2',
      'contraseña1',
      'Contrasena2024',
      'tequiero123',
      'jarvis123',
      'Jarvis2026',
      'subway2025',
      'alianza10',
      'maria1985',
      '2024verano',
      'aaaa1111',
    ])
      expect(firstMessage(common), common).toBe(M.common);
  });

  it('accepts a password that is not a listed word with digits around it', () => {
    for (const fine of ['Faro2026norte', 'Cumbre2026azul', 'NuevaClave2026', 'mesa7 verde lunes'])
      expect(isCommonPassword(fine), fine).toBe(false);
  });

  it('refuses a password that holds the username or the e-mail', () => {
    const user = { username: 'gerente.zona', correo: 'julio.mejia@grupo-restaurantes.com' };
    expect(personalPasswordProblem('Gerente.Zona26', user)).toBe(M.personal);
    expect(personalPasswordProblem('gerentezona2026', user)).toBe(M.personal);
    expect(personalPasswordProblem('JulioMejia99', user)).toBe(M.personal);
    expect(personalPasswordProblem('Cumbre2026azul', user)).toBeUndefined();
    // Too short a name would refuse innocent passwords ('ana' in 'banana').
    expect(
      personalPasswordProblem('banana2026x', { username: 'ana', correo: 'ana@x.com' }),
    ).toBeUndefined();
  });

  it('is the same rule in every form that sets a password', () => {
    const weak = { password: 'aaaaaaaa', changepassword: 'aaaaaaaa' };
    const token = 'x'.repeat(43);
    expect(AdminPasswordSchema.safeParse(weak).success).toBe(false);
    expect(ResetPasswordSchema.safeParse({ token, ...weak }).success).toBe(false);
    expect(OwnPasswordSchema.safeParse({ actual: 'Vieja2026x', ...weak }).success).toBe(false);
    const strong = { password: 'Faro2026norte', changepassword: 'Faro2026norte' };
    expect(AdminPasswordSchema.safeParse(strong).success).toBe(true);
    expect(ResetPasswordSchema.safeParse({ token, ...strong }).success).toBe(true);
    expect(OwnPasswordSchema.safeParse({ actual: 'Vieja2026x', ...strong }).success).toBe(true);
  });

  it('asks the confirmation to match, and the own change to differ from the current one', () => {
    const mismatch = AdminPasswordSchema.safeParse({
      password: 'Faro2026norte',
      changepassword: 'Faro2026sur',
    });
    expect(mismatch.error?.issues).toEqual([
      expect.objectContaining({ path: ['changepassword'], message: M.mismatch }),
    ]);
    const same = OwnPasswordSchema.safeParse({
      actual: 'Faro2026norte',
      password: 'Faro2026norte',
      changepassword: 'Faro2026norte',
    });
    expect(same.error?.issues).toEqual([
      expect.objectContaining({ path: ['password'], message: M.sameAsCurrent }),
    ]);
  });
});
