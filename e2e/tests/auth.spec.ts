import { expect, test } from '@playwright/test';
import { STORAGE_KEYS } from '@jarvis/contracts/auth';
import { signIn, signInWithForm } from './session';

test('a wrong password shows the spec message and stays on the login page', async ({ page }) => {
  await signInWithForm(page, 'compras', 'no-es-la-clave');
  await expect(
    page.getByText('Credenciales incorrectas, vuelva a intentarlo.').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('the form checks lengths with the spec messages before sending', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('Usuario o correo').fill('ab');
  await page.getByLabel('Contraseña').fill('x');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Mínimo 3 caracteres').first()).toBeVisible();
});

test('the right password opens the tickets home with the greeting', async ({ page }) => {
  await signInWithForm(page, 'admin');
  await expect(page).toHaveURL(/\/Tickets\/Menu$/);
  await expect(page.getByText('Rodrigo').first()).toBeVisible();
  expect(await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.userId)).toBe('1');
});

test('signing in with the e-mail works too', async ({ page }) => {
  await signInWithForm(page, 'contabilidad@grupo-restaurantes.com');
  await expect(page).toHaveURL(/\/Tickets\/Menu$/);
});

test('the login variant with a username fills it in and asks only the password', async ({
  page,
}) => {
  await page.goto('/auth/login/restaurante');
  await expect(page.getByLabel('Usuario o correo')).toHaveValue('restaurante');
  await expect(page.getByLabel('Usuario o correo')).toBeEnabled();
  await expect(page.getByLabel('Contraseña')).toBeFocused();
  await page.getByLabel('Contraseña').fill('jarvis123');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/Tickets\/Menu$/);
});

test('the login variant with a name no account can have goes to the plain sign-in', async ({
  page,
}) => {
  await page.goto(`/auth/login/${'x'.repeat(60)}`);
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByLabel('Usuario o correo')).toHaveValue('');
});

test('without a session every page leads to the login', async ({ page }) => {
  await page.goto('/Compras/pedidos-abiertos');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('logout ends the session and the pages close again', async ({ page }) => {
  await signIn(page, 'informatica');
  await page.goto('/Tickets/Menu');
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto('/Tickets/Menu');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('an ended session sends the user to the session-expired page, whose button clears it', async ({
  page,
}) => {
  const token = await signIn(page, 'mantenimiento');
  await page.goto('/Tickets/Menu');
  await expect(page.getByText('José Ángel').first()).toBeVisible();
  // The server ends the session behind the page's back (expiry, block or logout elsewhere).
  await page.request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
  await page.reload();
  await expect(page).toHaveURL(/\/error\/error-v1$/);
  await page.getByRole('button').first().click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

test('a signed-in user who opens /auth is sent home', async ({ page }) => {
  await signIn(page, 'compras');
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/Tickets\/Menu$/);
});
