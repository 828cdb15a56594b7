import { expect, test } from '@playwright/test';
import { signIn } from './session';

test("'Integración SAP' reaches the built-in SAP simulator and lists what was registered", async ({
  page,
}) => {
  await signIn(page, 'informatica');
  await page.goto('/ERP/documentos');
  await expect(page.getByRole('heading', { name: 'Integración SAP' })).toBeVisible();
  // npm start without ERP_URL runs the simulator on a loopback port; Jarvis logs in to it over HTTP.
  await expect(page.getByText('Simulador de SAP (sin ERP_URL)')).toBeVisible();
  await expect(page.getByText('Conectado')).toBeVisible();
  await expect(page.getByText(/Serie de órdenes 62/)).toBeVisible();
  await page.getByRole('button', { name: /Comprobar/ }).click();
  await expect(page.getByText(/Respuesta en \d+ ms/)).toBeVisible();
  // The demo has no purchasing yet: nothing registered, and the page says so.
  await expect(page.getByText('No hay documentos')).toBeVisible();

  // A branch account has no such menu option, and the API refuses it too.
  const branch = await page.request.post('/api/auth/login', {
    data: { username: 'restaurante', password: 'jarvis123' },
  });
  const { usuario } = (await branch.json()) as { usuario: { authToken: string } };
  const refused = await page.request.get('/api/erp/documentos', {
    headers: { authorization: `Bearer ${usuario.authToken}` },
  });
  expect(refused.status()).toBe(403);
});
