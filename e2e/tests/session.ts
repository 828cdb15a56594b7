import { expect, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@jarvis/contracts/auth';

export const PASSWORD = 'jarvis123';

/** Signs in through the API and hands the session to the page, as the login form would. */
export async function signIn(page: Page, username: string): Promise<string> {
  const res = await page.request.post('/api/auth/login', {
    data: { username, password: PASSWORD },
  });
  expect(res.status(), `login ${username}`).toBe(200);
  const { usuario } = (await res.json()) as { usuario: { id: number; authToken: string } };
  await page.addInitScript(
    ([keys, token, id]) => {
      if (!sessionStorage.getItem('e2e-seeded')) {
        localStorage.setItem(keys.token, token);
        localStorage.setItem(keys.userId, id);
        sessionStorage.setItem('e2e-seeded', '1');
      }
    },
    [STORAGE_KEYS, usuario.authToken, String(usuario.id)] as const,
  );
  return usuario.authToken;
}

/** Signs in through the form, the way a person does. */
export async function signInWithForm(page: Page, username: string, password = PASSWORD) {
  await page.goto('/auth/login');
  await page.getByLabel('Usuario o correo').fill(username);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}
