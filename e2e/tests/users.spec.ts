import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD_MESSAGES } from '@jarvis/contracts/passwords';
import { USERS_MESSAGES as M } from '@jarvis/contracts/users';
import { chooseByTyping, offered } from './antd-select';
import { searchList } from './lists';
import { PASSWORD, signIn, signInWithForm } from './session';

// Tests run in parallel on one server: each works on users it creates itself, never on the demo
// accounts other tests sign in with.

const unique = () => Math.random().toString(36).slice(2, 7);
const letters = () =>
  Array.from({ length: 6 }, () =>
    'abcdefghijklmnopqrstuvwxyz'.charAt(Math.floor(Math.random() * 26)),
  ).join('');

async function tokenOf(request: APIRequestContext, username: string, password = PASSWORD) {
  const res = await request.post('/api/auth/login', { data: { username, password } });
  expect(res.status(), `login ${username}`).toBe(200);
  return ((await res.json()) as { usuario: { authToken: string } }).usuario.authToken;
}

/**
 * A fresh office user made through the API by admin, with a known password of its own: admin sets
 * a temporary one, and the user replaces it as it must before anything else.
 */
async function createUser(request: APIRequestContext, password = 'Prueba2026x') {
  const admin = { authorization: `Bearer ${await tokenOf(request, 'admin')}` };
  const options = await (await request.get('/api/users/form-options', { headers: admin })).json();
  const posicion = options.posiciones.find(
    (p: { nombre: string }) => p.nombre === 'Técnico de Soporte',
  );
  const apellido = `Prueba${letters()}`;
  const created = await request.post('/api/users', {
    headers: { ...admin, 'idempotency-key': randomUUID() },
    data: {
      nombre: 'Elena',
      apellido,
      correo: `elena.${unique()}@grupo-restaurantes.com`,
      posicionID: posicion.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { data } = (await created.json()) as { data: { userID: number; username: string } };
  const temporary = 'Temporal2026x';
  const set = await request.put(`/api/users/${data.userID}/password`, {
    headers: admin,
    data: { password: temporary, changepassword: temporary },
  });
  expect(set.status()).toBe(200);
  const own = await request.put('/api/users/me/password', {
    headers: { authorization: `Bearer ${await tokenOf(request, data.username, temporary)}` },
    data: { actual: temporary, password, changepassword: password },
  });
  expect(own.status(), await own.text()).toBe(200);
  return { ...data, apellido, password };
}

async function openUsers(page: Page, search: string) {
  await page.goto('/Usuarios/lista');
  await searchList(page, search);
  const row = page.getByRole('row', { name: new RegExp(search, 'i') });
  await expect(row).toBeVisible();
  return row;
}

test('admin creates a user with Registro de Usuario; the field rules show their messages', async ({
  page,
  request,
}) => {
  await signIn(page, 'admin');
  await page.goto('/Usuarios/lista');
  await page.getByRole('button', { name: 'Nuevo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registro de Usuario' });
  await expect(dialog.getByText(M.corporateEmailHint)).toBeVisible();

  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect(dialog.getByText(M.nombreRequired)).toBeVisible();
  await expect(dialog.getByText(M.posicionRequired)).toBeVisible();

  const apellido = `Ávalos${letters()}`;
  await dialog.getByLabel('Nombre').fill('Tomás');
  await dialog.getByLabel('Apellido').fill(apellido);
  const correo = `tomas.${unique()}@grupo-restaurantes.com`;
  await dialog.getByLabel('Correo').fill(correo);
  await dialog.getByLabel('Teléfono').fill('7012');
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect(dialog.getByText(M.telefonoFormat)).toBeVisible();
  await dialog.getByLabel('Teléfono').fill('70125566');
  await expect(dialog.getByLabel('Teléfono')).toHaveValue('7012-5566');
  await chooseByTyping(page, dialog, 'Posición', 'Técnico de Soporte');
  await dialog.getByRole('button', { name: 'Registrar' }).click();

  const username = `tomas.${apellido
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')}`;
  await expect(page.getByText(M.created(username))).toBeVisible();
  await expect(dialog).toBeHidden();
  await searchList(page, apellido);
  await expect(page.getByRole('row', { name: new RegExp(username) })).toBeVisible();

  // The link to choose a password left through the mail adapter, listed on 'Correos enviados'.
  await page.goto('/Usuarios/correos');
  await expect(page.getByRole('row', { name: /su cuenta está lista/ }).first()).toBeVisible();
  // Opened, the message shows its headers and its text (issue 51).
  const mail = page.getByRole('row', { name: new RegExp(correo.replace(/\./g, '\\.')) });
  await mail.getByRole('button', { name: 'Jarvis: su cuenta está lista' }).click();
  const message = page.getByRole('dialog', { name: 'Jarvis: su cuenta está lista' });
  await expect(message.getByText(`Su usuario es: ${username}`)).toBeVisible();
  await expect(message).toContainText(correo);
  await expect(message).toContainText('Jarvis <');
  await page.keyboard.press('Escape');
  await expect(message).toBeHidden();
  const admin = { authorization: `Bearer ${await tokenOf(request, 'admin')}` };
  const outbox = await (await request.get('/api/mail/outbox?size=20', { headers: admin })).json();
  expect(
    outbox.items.some((m: { asunto: string }) => m.asunto === 'Jarvis: su cuenta está lista'),
  ).toBe(true);
});

test('Gerente de Zona creates a user in a branch of its own brand', async ({ page }) => {
  await signIn(page, 'gerente.zona');
  await page.goto('/Usuarios/lista');
  await page.getByRole('button', { name: 'Nuevo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registro de Usuario' });
  await expect(dialog.getByLabel('Rol')).toHaveCount(0);
  const apellido = `Zelaya${letters()}`;
  await dialog.getByLabel('Nombre').fill('Iván');
  await dialog.getByLabel('Apellido').fill(apellido);
  await dialog.getByLabel('Correo').fill(`ivan.${unique()}@grupo-restaurantes.com`);
  expect(await offered(page, dialog, 'Posición', 'Gerente')).toEqual(['Gerente de Restaurante']);
  await chooseByTyping(page, dialog, 'Posición', 'Gerente de Restaurante');
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect(dialog.getByText(M.sucursalRequired)).toBeVisible();
  expect(await offered(page, dialog, 'Sucursal', 'Humo')).toEqual([]);
  expect(await offered(page, dialog, 'Sucursal', 'Oficina')).toEqual([]);
  await chooseByTyping(page, dialog, 'Sucursal', 'Metrocentro');
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect(dialog).toBeHidden();
  // Its new subordinate is in its list.
  await searchList(page, apellido);
  await expect(page.getByRole('row', { name: new RegExp(apellido, 'i') })).toBeVisible();
});

test('permissions: switching one off and adding one change the user menu on its next load', async ({
  page,
  browser,
  request,
}) => {
  const user = await createUser(request);
  await signIn(page, 'admin');
  const row = await openUsers(page, user.apellido);

  await row.getByRole('button', { name: /^Permisos/ }).click();
  const perms = page.getByRole('dialog', { name: /Permisos/ });
  const mine = perms.getByRole('switch', { name: /Mis Tickets/ });
  await expect(mine).toBeChecked();
  await mine.click();
  await expect(page.getByText(M.permissionDisabled)).toBeVisible();
  await expect(mine).not.toBeChecked();
  await page.keyboard.press('Escape');

  await row.getByRole('button', { name: /^Añadir Permisos/ }).click();
  const add = page.getByRole('dialog', { name: /Añadir Permisos/ });
  const addOpen = add.getByRole('button', { name: /Añadir.*Pedidos Abiertos/ });
  await expect(addOpen).toBeVisible();
  await addOpen.click();
  await expect(page.getByText(M.permissionAdded)).toBeVisible();
  // Added, it leaves the options the user lacks.
  await expect(addOpen).toHaveCount(0);
  await page.keyboard.press('Escape');

  const context = await browser.newContext();
  const other = await context.newPage();
  await signInWithForm(other, user.username, user.password);
  await expect(other).toHaveURL(/\/Tickets\/Menu$/);
  const nav = other.getByRole('navigation', { name: 'Menú principal' });
  await nav.getByText('Compras', { exact: true }).click();
  await expect(nav.getByText('Pedidos Abiertos')).toBeVisible();
  await nav.getByText('Tickets', { exact: true }).click();
  await expect(nav.getByText('Mis Tickets')).toHaveCount(0);
  await context.close();
});

test('blocking throws the user out at once and keeps them out; unblocking lets them back', async ({
  page,
  browser,
  request,
}) => {
  const user = await createUser(request);
  const context = await browser.newContext();
  const victim = await context.newPage();
  await signInWithForm(victim, user.username, user.password);
  await expect(victim).toHaveURL(/\/Tickets\/Menu$/);

  await signIn(page, 'informatica');
  await page.goto('/Usuarios/bloqueados');
  await searchList(page, user.apellido);
  const card = page.getByRole('article', { name: `Elena ${user.apellido}` });
  await card.getByRole('button', { name: 'Bloquear' }).click();
  await page
    .getByRole('button', { name: /Sí|Bloquear|Aceptar/ })
    .last()
    .click();
  await expect(page.getByText(M.blocked(user.username))).toBeVisible();
  await expect(card.getByText('Bloqueado')).toBeVisible();

  await victim.reload();
  await expect(victim).toHaveURL(/\/error\/error-v1$/);
  await signInWithForm(victim, user.username, user.password);
  await expect(victim.getByText(/bloquead/i)).toBeVisible();
  await expect(victim).toHaveURL(/\/auth\/login$/);

  await card.getByRole('button', { name: 'Desbloquear' }).click();
  await expect(page.getByText(M.unblocked(user.username))).toBeVisible();
  await signInWithForm(victim, user.username, user.password);
  await expect(victim).toHaveURL(/\/Tickets\/Menu$/);
  await context.close();
});

test('a password set by an administrator must be changed at sign-in before anything else', async ({
  page,
  browser,
  request,
}) => {
  const user = await createUser(request);
  await signIn(page, 'admin');
  const row = await openUsers(page, user.apellido);
  await row.getByRole('button', { name: /^Cambio de Contraseña/ }).click();
  const dialog = page.getByRole('dialog', { name: /Cambio de Contraseña/ });
  await expect(dialog.getByText(/deberá cambiarla por una propia/)).toBeVisible();
  await dialog.getByLabel('Nueva contraseña').fill('Distinta2026');
  await dialog.getByLabel('Confirmar contraseña').fill('Otra2026');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText(PASSWORD_MESSAGES.mismatch)).toBeVisible();
  await dialog.getByLabel('Confirmar contraseña').fill('Distinta2026');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(M.passwordChanged)).toBeVisible();

  const context = await browser.newContext();
  const other = await context.newPage();
  await signInWithForm(other, user.username, user.password);
  await expect(other.getByText('Credenciales incorrectas, vuelva a intentarlo.')).toBeVisible();
  await signInWithForm(other, user.username, 'Distinta2026');

  // Signed in, the user sees only 'Cambiar contraseña'; typing another address leads back.
  await expect(other).toHaveURL(/\/cambiar-contrasena$/);
  const heading = other.getByRole('heading', { name: 'Cambiar contraseña' });
  await expect(heading).toBeVisible();
  await expect(other.getByRole('navigation', { name: 'Menú principal' })).toHaveCount(0);
  await other.goto('/Tickets/mis-tickets');
  await expect(other).toHaveURL(/\/cambiar-contrasena$/);
  await expect(heading).toBeVisible();

  await other.getByLabel('Contraseña actual').fill('Distinta2026');
  await other.getByLabel('Contraseña nueva', { exact: true }).fill('password1');
  await other.getByLabel('Confirmar contraseña nueva').fill('password1');
  await other.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(other.getByText(PASSWORD_MESSAGES.common)).toBeVisible();
  await other.getByLabel('Contraseña nueva', { exact: true }).fill('Montaña2026sol');
  await other.getByLabel('Confirmar contraseña nueva').fill('Montaña2026sol');
  await other.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(other).toHaveURL(/\/Tickets\/Menu$/);
  await expect(other.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
  await other.goto('/Tickets/mis-tickets');
  await expect(other).toHaveURL(/\/Tickets\/mis-tickets$/);

  // The password chosen signs in straight to the app.
  await context.clearCookies();
  await other.evaluate(() => localStorage.clear());
  await signInWithForm(other, user.username, 'Montaña2026sol');
  await expect(other).toHaveURL(/\/Tickets\/Menu$/);
  await context.close();
});

test('Editar usuario: the row actions are named in words; admin corrects a user, a stale save is refused', async ({
  page,
  request,
}) => {
  const user = await createUser(request);
  await signIn(page, 'admin');
  const row = await openUsers(page, user.apellido);
  const named: [string, string][] = [
    ['Editar', 'Editar'],
    ['Permisos', 'Permisos'],
    ['Cambio de Contraseña', 'Contraseña'],
  ];
  for (const [name, shown] of named)
    await expect(
      row.getByRole('button', { name: `${name} de @${user.username}`, exact: true }),
    ).toHaveText(shown);

  await row.getByRole('button', { name: /^Editar de/ }).click();
  const dialog = page.getByRole('dialog', { name: /Editar usuario/ });
  await expect(dialog.getByLabel('Nombre')).toHaveValue('Elena');
  await expect(dialog.getByLabel('Apellido')).toHaveValue(user.apellido);
  await dialog.getByLabel('Teléfono').fill('7012');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText(M.telefonoFormat)).toBeVisible();
  await dialog.getByLabel('Teléfono').fill('70998877');
  await dialog.getByLabel('Nombre').fill('Elena María');
  await chooseByTyping(page, dialog, 'Posición', 'Analista de Informática');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(M.edited(user.username))).toBeVisible();
  await expect(dialog).toBeHidden();
  const edited = page.getByRole('row', { name: new RegExp(user.apellido, 'i') });
  await expect(edited).toContainText('Elena María');
  await expect(edited).toContainText('7099-8877');
  await expect(edited).toContainText('Analista de Informática');

  // Another administrator saves while the dialog is open: the later save is refused, not merged.
  await edited.getByRole('button', { name: /^Editar de/ }).click();
  await expect(dialog.getByLabel('Nombre')).toHaveValue('Elena María');
  const other = { authorization: `Bearer ${await tokenOf(request, 'informatica')}` };
  const listed = await request.get(`/api/users?buscar=${user.apellido}`, { headers: other });
  const current = ((await listed.json()) as { items: Record<string, unknown>[] }).items[0]!;
  const first = await request.put(`/api/users/${user.userID}`, {
    headers: other,
    data: {
      nombre: 'Elena',
      apellido: current.apellido,
      correo: current.correo,
      telefono: current.telefono,
      posicionID: current.posicionID,
      version: current.version,
    },
  });
  expect(first.status(), await first.text()).toBe(200);
  await dialog.getByLabel('Apellido').fill(`${user.apellido}x`);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(M.editConflict(user.username))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(edited).not.toContainText('Elena María');
  await expect(edited).not.toContainText(`${user.apellido}x`);
});
