import { expect, test, type APIRequestContext } from '@playwright/test';
import { WASTE_MESSAGES as M } from '@jarvis/contracts/waste';
import { chooseByTyping } from './antd-select';
import { signIn } from './session';

/**
 * The waste log end to end (issue #56): restaurante (Subway Multiplaza, SW01) records a waste of
 * three articles on a phone; the list and its 'Artículos' show it; gerente.zona, who oversees the
 * branch, reviews it; the cost report counts it.
 */
test.describe.configure({ mode: 'serial' });

type Article = { articuloId: string; nombre: string; unidad: string };
let articles: Article[];
let desechoId: number;
let costo: number;
let before: number;

async function tokenOf(request: APIRequestContext, username: string) {
  const res = await request.post('/api/auth/login', { data: { username, password: 'jarvis123' } });
  expect(res.status(), `login ${username}`).toBe(200);
  return ((await res.json()) as { usuario: { authToken: string } }).usuario.authToken;
}

async function sw01Cost(request: APIRequestContext) {
  const token = await tokenOf(request, 'gerente.zona');
  const res = await request.get('/api/desechos/costos', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  const report = (await res.json()) as { porSucursal: { clave: string; valor: string }[] };
  return Number(report.porSucursal.find((s) => s.clave === 'SW01')?.valor ?? 0);
}

test.beforeAll(async ({ request }) => {
  const token = await tokenOf(request, 'restaurante');
  const res = await request.get('/api/desechos/articulos?buscar=pan', {
    headers: { authorization: `Bearer ${token}` },
  });
  articles = ((await res.json()) as { articulos: Article[] }).articulos.slice(0, 3);
  expect(articles).toHaveLength(3);
  before = await sw01Cost(request);
});

test('restaurante records a waste of three articles on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'restaurante');
  await page.goto('/Desechos');
  const form = page.locator('form[id="desecho"]');
  // The reason first: 'Iniciar' asks for it.
  await chooseByTyping(page, form, 'Artículo', articles[0]!.articuloId);
  await form.getByLabel('Cantidad').fill('2');
  await form.getByRole('button', { name: 'Iniciar' }).click();
  await expect(form.getByText(M.required)).toBeVisible();
  await form.getByLabel('Comentario').fill('Cadena de frío interrumpida');
  await form.getByRole('button', { name: 'Iniciar' }).click();
  const draft = page.getByRole('list', { name: 'Artículos a desechar' });
  await expect(draft).toContainText(articles[0]!.nombre);
  // A zero is refused; then the other two, with 'Agregar'.
  await chooseByTyping(page, form, 'Artículo', articles[1]!.articuloId);
  await form.getByLabel('Cantidad').fill('0');
  await form.getByRole('button', { name: 'Agregar' }).click();
  await expect(form.getByText(M.positive)).toBeVisible();
  await form.getByLabel('Cantidad').fill('1.5');
  await form.getByRole('button', { name: 'Agregar' }).click();
  await chooseByTyping(page, form, 'Artículo', articles[2]!.articuloId);
  await form.getByLabel('Cantidad').fill('3');
  await form.getByRole('button', { name: 'Agregar' }).click();
  await expect(draft.getByRole('listitem')).toHaveCount(3);
  // The reason is kept for every article.
  await expect(form.getByLabel('Comentario')).toHaveValue('Cadena de frío interrumpida');

  await page.getByRole('button', { name: 'Listo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmar desecho' });
  await expect(dialog.getByText(M.confirmCreate)).toBeVisible();
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/desechos') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  desechoId = ((await answer.json()) as { desechoId: number }).desechoId;
  // The form resets and the newest waste heads 'Desechos recientes'.
  const recent = page.getByRole('list', { name: 'Desechos recientes' });
  await expect(recent.getByRole('listitem').first()).toContainText(`#${String(desechoId)}`);
  await expect(form.getByLabel('Comentario')).toHaveValue('');
});

test('the list and its Artículos show it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'restaurante');
  await page.goto('/Desechos/lista');
  await page.getByPlaceholder('Buscar').fill('frío');
  const card = page.locator('li.waste-card').filter({ hasText: `#${String(desechoId)}` });
  await expect(card).toContainText('Registrado');
  await card.getByRole('button', { name: 'Detalles' }).click();
  const dialog = page.getByRole('dialog');
  const items = dialog.getByRole('list', { name: 'Artículos del desecho' });
  await expect(items.getByRole('listitem')).toHaveCount(3);
  await expect(items).toContainText('1.50');
  await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Cerrar' }).click();
});

test('gerente.zona reviews it, and the cost report counts it', async ({ page, request }) => {
  await signIn(page, 'gerente.zona');
  await page.goto('/Desechos/lista');
  const row = page.getByRole('row').filter({ hasText: `#${String(desechoId)}` });
  await row.getByRole('button', { name: /Detalles/ }).click();
  const dialog = page.getByRole('dialog', { name: `Artículos · desecho #${String(desechoId)}` });
  costo = Number(
    (await dialog.locator('.waste-items__total strong').innerText()).replace(/[$,]/g, ''),
  );
  expect(costo).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Revisar' }).click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm.getByText(M.confirmMove('revisar', desechoId))).toBeVisible();
  await confirm.getByRole('button', { name: 'Revisar' }).click();
  await expect(page.getByText(M.reviewed)).toBeVisible();
  await expect(row).toContainText('Revisado');

  await page.goto('/Desechos/Costos');
  await expect(page.getByRole('img', { name: /Costo de los desechos por mes/ })).toBeVisible();
  await expect(
    page.locator('.ant-card').filter({ has: page.getByText('Por sucursal', { exact: true }) }),
  ).toContainText('Subway Multiplaza');
  expect(await sw01Cost(request)).toBeCloseTo(before + costo, 1);
});
