import { expect, test, type Page } from '@playwright/test';
import { chooseByClicking } from './antd-select';
import { signIn } from './session';

/**
 * Creates are idempotent (issue #51 point 1): a double click on 'Enviar', on a network slow enough
 * that the first answer takes a second, makes one ticket. The user is restaurante2 (SW02), whose
 * branch no other spec raises tickets in, so its Mis Tickets count is this spec's own.
 */

async function mineTotal(page: Page, token: string): Promise<number> {
  const res = await page.request.get('/api/tickets/mios?page=1&size=1', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { total: number }).total;
}

test('a double click on Enviar over a slow network makes one ticket', async ({ page }) => {
  const token = await signIn(page, 'restaurante2');
  const before = await mineTotal(page, token);

  // Each create is answered a second late, as on the phone network where the second one was made.
  const keys: string[] = [];
  await page.route('**/api/tickets', async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.continue();
    keys.push((await request.allHeaders())['idempotency-key'] ?? '');
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    return route.fulfill({ response });
  });

  await page.goto('/Tickets/crear-ticket');
  const form = page.locator('form');
  await chooseByClicking(page, form, 'Departamento', 'Mantenimiento');
  await chooseByClicking(page, form, 'Categoría', 'Refrigeración');
  await chooseByClicking(page, form, 'Problema', 'Refrigerador no enfría');
  await form.getByLabel('Descripción').fill(`Doble clic en Enviar (${Date.now()})`);
  await page.getByRole('button', { name: 'Enviar' }).dblclick();

  // From the click until Mis Tickets opens the button is at work and takes no press.
  await expect(page.getByRole('button', { name: /Subiendo\.\.\./ })).toBeDisabled();
  const created = page.getByText(/^Ticket MAN-\d{6} creado$/);
  await expect(created).toBeVisible();
  const mascara = /MAN-\d{6}/.exec((await created.textContent()) ?? '')![0];
  await expect(page).toHaveURL(/\/Tickets\/mis-tickets/);
  await expect(page.getByText(mascara, { exact: true })).toHaveCount(1);

  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatch(/^[\w-]{32,36}$/);
  expect(await mineTotal(page, token)).toBe(before + 1);
});
