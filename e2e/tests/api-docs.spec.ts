import { expect, test } from '@playwright/test';
import { signIn } from './session';

// A 1×1 PNG: the server checks photos by content, so it must be a real image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a developer creates a ticket with a photo from the API document’s Try it out', async ({
  page,
}) => {
  const token = await signIn(page, 'restaurante');
  const bearer = { authorization: `Bearer ${token}` };
  const catalog = await page.request.get('/api/tickets/catalogo', { headers: bearer });
  const { problemas } = (await catalog.json()) as { problemas: { tipoProblemaID: number }[] };

  await page.goto('/api/docs/');
  // Swagger UI's own controls (its markup, not Jarvis's): 'Authorize' takes the bearer token.
  await page.getByRole('button', { name: 'Authorize' }).first().click();
  const authorize = page.locator('.modal-ux');
  await authorize.locator('input').fill(token);
  await authorize.locator('button.authorize').click();
  await authorize.locator('button.btn-done').click();

  const create = page.locator('#operations-tickets-post_api_tickets');
  await expect(create.getByText('Crear un ticket (con fotos)')).toBeVisible();
  await create.locator('.opblock-summary').click();
  // Every error answer it can give is listed, in the one error shape.
  for (const status of ['400', '401', '403', '409', '413', '415'])
    await expect(
      create.locator('.responses-table .response-col_status', { hasText: status }).first(),
    ).toBeVisible();

  await create.getByRole('button', { name: 'Try it out' }).click();
  const field = (name: string) =>
    create.locator('tr', { has: page.locator('.parameter__name', { hasText: name }) });
  await create.getByPlaceholder('idempotency-key').fill(`api-docs-${Date.now()}`);
  await field('tipoProblemaID').locator('input').fill(String(problemas[0]!.tipoProblemaID));
  await field('descripcion').locator('input').fill('Probado desde la documentación de la API');
  await field('archivos')
    .locator('input[type=file]')
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
  await create.getByRole('button', { name: 'Execute' }).click();

  const answer = create.locator('.live-responses-table');
  await expect(answer.locator('.response-col_status').nth(1)).toHaveText('201');
  const body = await answer.locator('.response-col_description pre').first().textContent();
  const { data } = JSON.parse(body ?? '{}') as { data: { peticionID: number } };
  const ticket = await page.request.get(`/api/tickets/${data.peticionID}?tipoMenu=u`, {
    headers: bearer,
  });
  expect(await ticket.json()).toMatchObject({
    descripcion: 'Probado desde la documentación de la API',
    archivos: [{ file_url: expect.any(String) }],
  });
});
