import { expect, test, type Page } from '@playwright/test';
import { ACCESS_REQUEST_MESSAGES } from '@jarvis/contracts/access-requests';
import { AUTH_MESSAGES } from '@jarvis/contracts/auth';
import { USERS_MESSAGES as M } from '@jarvis/contracts/users';
import { chooseByTyping } from './antd-select';
import { signIn, signInWithForm } from './session';

// Each test registers a person of its own; the requests of other tests may sit beside it.

const letters = () =>
  Array.from({ length: 6 }, () =>
    'abcdefghijklmnopqrstuvwxyz'.charAt(Math.floor(Math.random() * 26)),
  ).join('');

/** Asks for an account on /auth/registration, as a person without one does. */
async function register(page: Page, fullname: string, email: string) {
  await page.goto('/auth/registration');
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitar una cuenta' })).toBeVisible();
  await expect(page.locator('input[type="password"]')).toHaveCount(0);
  await page.getByLabel('Nombre completo').fill(fullname);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Usuario que desea').fill(email.split('@')[0]!);
  await page.getByLabel('Comentario (opcional)').fill('Subway Multiplaza, cajera');
  await page.getByLabel('Acepto los términos y condiciones').check();
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByText(AUTH_MESSAGES.registrationReceived)).toBeVisible();
}

test('a registration reaches IT, who creates the user from it', async ({ page }) => {
  const apellido = `Solicitud${letters()}`;
  const email = `lucia.${apellido.toLowerCase()}@grupo-restaurantes.com`;
  await register(page, `Lucía ${apellido}`, email);

  await signInWithForm(page, 'admin');
  await expect(page).toHaveURL(/\/Tickets\/Menu$/);
  await page.goto('/Usuarios/solicitudes');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Solicitudes de acceso' }),
  ).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText('Subway Multiplaza, cajera');
  await row.getByRole('button', { name: /^Crear usuario/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Registro de Usuario' });
  await expect(dialog.getByLabel('Nombre')).toHaveValue('Lucía');
  await expect(dialog.getByLabel('Apellido')).toHaveValue(apellido);
  await expect(dialog.getByLabel('Correo')).toHaveValue(email);
  await chooseByTyping(page, dialog, 'Posición', 'Técnico de Soporte');
  await dialog.getByRole('button', { name: 'Registrar' }).click();

  const username = `lucia.${apellido.toLowerCase()}`;
  await expect(page.getByText(M.created(username))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toBeHidden();
  await page.getByRole('tab', { name: /^Aprobadas/ }).click();
  await expect(page).toHaveURL(/\?estado=aprobada$/);
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText(
    `Usuario creado: @${username}`,
  );
});

test('IT declines a request with a reason, mailed to the requester', async ({ page }) => {
  const apellido = `Rechazo${letters()}`;
  const email = `pedro.${apellido.toLowerCase()}@grupo-restaurantes.com`;
  await register(page, `Pedro ${apellido}`, email);

  await signIn(page, 'informatica');
  await page.goto('/Usuarios/solicitudes');
  const row = page.getByRole('row', { name: new RegExp(email) });
  await row.getByRole('button', { name: /^Rechazar/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Rechazar solicitud' });
  await dialog.getByRole('button', { name: 'Rechazar' }).click();
  await expect(dialog.getByText(ACCESS_REQUEST_MESSAGES.motivoRequired)).toBeVisible();
  await dialog.getByLabel('Motivo').fill('No encontramos su contrato en Recursos Humanos');
  await dialog.getByRole('button', { name: 'Rechazar' }).click();
  await expect(page.getByText(ACCESS_REQUEST_MESSAGES.declined(email))).toBeVisible();
  await expect(row).toBeHidden();

  await page.goto('/Usuarios/correos');
  await expect(
    page.getByRole('row', { name: new RegExp(`${email}.*su solicitud de acceso`) }),
  ).toBeVisible();
});
