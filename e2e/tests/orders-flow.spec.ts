import { expect, test, type APIRequestContext } from '@playwright/test';
import { ORDER_MESSAGES } from '@jarvis/contracts/orders';
import { chooseByClicking, chooseByTyping } from './antd-select';
import { signIn } from './session';

/**
 * A purchase order's way to the supplier's inbox (issue #52): restaurante orders from a supplier
 * whose day it is, up to its limit of products; gerente.zona approves it with an estimated date;
 * the supplier's mail with the PDF is in 'Correos enviados'; restaurante finds it open and corrects
 * a received quantity; compras orders for another branch, open at once.
 */
test.describe.configure({ mode: 'serial' });

const LIMIT = 3;
let supplier: { proveedorId: number; nombre: string; codigo: string };
let articles: { articuloId: string; nombre: string }[];
let pedidoId: number;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function login(request: APIRequestContext, username: string) {
  const res = await request.post('/api/auth/login', {
    data: { username, password: 'jarvis123' },
  });
  return ((await res.json()) as { usuario: { authToken: string } }).usuario.authToken;
}

/** ISO weekday (1 lunes … 7 domingo) of today in the business's time zone. */
function todayInBusiness(): number {
  const name = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    timeZone: 'America/El_Salvador',
  }).format(new Date());
  return ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(name) + 1;
}

/** dd/mm/yyyy, `days` from today in the business's time zone. */
function inDays(days: number): string {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/El_Salvador' })
    .format(new Date())
    .split('-')
    .map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d! + days));
  return date.toISOString().slice(0, 10).split('-').reverse().join('/');
}

test.beforeAll(async ({ request }) => {
  // compras makes one of Subway's suppliers take orders today, at most LIMIT products an order.
  const buyer = await login(request, 'compras');
  const branch = await login(request, 'restaurante');
  const options = await (
    await request.get('/api/pedidos/nuevo', { headers: bearer(branch) })
  ).json();
  for (const candidate of options.proveedores as (typeof supplier)[]) {
    const offered = await (
      await request.get(`/api/pedidos/nuevo/proveedores/${candidate.proveedorId}/articulos`, {
        headers: bearer(branch),
      })
    ).json();
    if (offered.articulos.length > LIMIT) {
      supplier = candidate;
      articles = offered.articulos;
      break;
    }
  }
  expect(supplier, 'a Subway supplier with enough articles').toBeTruthy();
  const days = await request.put(`/api/catalogo/horarios/${supplier.proveedorId}`, {
    headers: bearer(buyer),
    data: { dias: [todayInBusiness()] },
  });
  expect(days.status()).toBe(200);
  const list = await (
    await request.get(
      `/api/catalogo/proveedores?marca=Subway&buscar=${encodeURIComponent(supplier.codigo)}`,
      { headers: bearer(buyer) },
    )
  ).json();
  const row = list.items.find(
    (s: { proveedorID: number }) => s.proveedorID === supplier.proveedorId,
  );
  const edited = await request.put(`/api/catalogo/proveedores/${supplier.proveedorId}`, {
    headers: bearer(buyer),
    data: {
      telefono: row.telefono,
      correo: row.correo,
      direccion: row.direccion ?? '',
      descripcion: row.descripcion ?? '',
      max_productos: LIMIT,
      estado: 1,
      version: row.version,
    },
  });
  expect(edited.status(), await edited.text()).toBe(200);
});

test('restaurante orders from a supplier whose day it is, up to its limit', async ({ page }) => {
  await signIn(page, 'restaurante');
  await page.goto('/Compras/pedidos-nuevos');
  const card = page.getByRole('link', { name: new RegExp(supplier.nombre.slice(0, 20)) });
  await expect(card.getByText('Recibe pedidos hoy')).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/Compras/pedidos-nuevos/${supplier.proveedorId}$`));
  // A branch orders for its own warehouse: no branch to choose.
  await expect(page.getByRole('combobox', { name: 'Sucursal' })).toHaveCount(0);

  for (const [i, article] of articles.slice(0, LIMIT).entries()) {
    await chooseByTyping(page, page.locator('body'), 'Artículo', article.articuloId);
    await page.getByLabel('Cantidad', { exact: true }).fill(String(i + 2));
    await page.getByRole('button', { name: 'Agregar' }).click();
    await expect(page.getByLabel(`Cantidad de ${article.nombre}`).first()).toBeVisible();
  }
  await expect(page.getByText(ORDER_MESSAGES.maxProducts(LIMIT))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Agregar' })).toBeDisabled();

  await page.getByRole('button', { name: 'Crear pedido' }).click();
  await expect(page).toHaveURL(/\/Compras\/orden\/\d+$/);
  pedidoId = Number(page.url().split('/').pop());
  await expect(page.getByText(ORDER_MESSAGES.created(pedidoId))).toBeVisible();
  await expect(page.getByText('Revisión').first()).toBeVisible();
});

test('gerente.zona approves it with an estimated date', async ({ page }) => {
  await signIn(page, 'gerente.zona');
  await page.goto('/Compras/aprobar-pedidos');
  await chooseByTyping(page, page.locator('body'), 'Proveedor', supplier.nombre.slice(0, 18));
  await page.getByRole('button', { name: 'Buscar' }).click();
  const row = page.getByRole('checkbox', { name: `Seleccionar pedido ${pedidoId}` });
  const dialog = page.getByRole('dialog', { name: 'Aprobar pedidos' });
  const approve = async (checkRequired: boolean) => {
    await row.check();
    await page.getByRole('button', { name: 'Aprobar' }).click();
    if (checkRequired) {
      // Without a date the dialog says so; then the day after tomorrow, typed as a person does.
      await dialog.getByRole('button', { name: 'Aprobar' }).click();
      await expect(dialog.getByText(ORDER_MESSAGES.estimatedDateFormRequired)).toBeVisible();
    }
    const date = dialog.getByLabel('Fecha estimada');
    await date.click();
    await date.fill(inDays(2));
    await date.press('Enter');
    // Enter may already have sent the form (the picker had closed): a loading button ignores the
    // click, and a dialog closed on success has none to click.
    await dialog
      .getByRole('button', { name: 'Aprobar' })
      .click({ timeout: 2_000 })
      .catch(() => undefined);
    await expect(dialog).toBeHidden({ timeout: 20_000 });
  };
  await approve(true);
  // A 409 closes the dialog on a refreshed list, the order still there: on a loaded machine the
  // order moved under the list (CI, 2026-11-29, twice). A person approves it again.
  for (let attempt = 0; attempt < 2; attempt++) {
    const gone = await expect(row)
      .toHaveCount(0, { timeout: 8_000 })
      .then(
        () => true,
        () => false,
      );
    if (gone) break;
    await approve(false);
  }
  await expect(row).toHaveCount(0);
});

test('the supplier’s mail with the order’s PDF is in Correos enviados', async ({ page }) => {
  await signIn(page, 'admin');
  const subject = new RegExp(`orden de compra N\\.º ${pedidoId}\\b`);
  await expect(async () => {
    await page.goto('/Usuarios/correos');
    await expect(page.getByRole('row', { name: subject })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('row', { name: subject }).getByText(subject).click();
  await expect(page.getByText(`pedido-${pedidoId}.pdf`).first()).toBeVisible();
});

test('restaurante finds it open and corrects a received quantity', async ({ page }) => {
  await signIn(page, 'restaurante');
  await page.goto('/Compras/pedidos-abiertos');
  await page
    .getByRole('link', { name: String(pedidoId), exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/Compras/orden/${pedidoId}$`));
  await expect(page.getByText('Abierto').first()).toBeVisible();
  const cell = page.getByLabel(`Cantidad recibida de ${articles[0]!.nombre}`).first();
  await cell.fill('1.5');
  await cell.press('Enter');
  await expect(page.getByText(ORDER_MESSAGES.noDecimals).first()).toBeVisible();
  await cell.fill('1');
  await cell.press('Enter');
  await expect(page.getByText('Cantidad recibida').last()).toBeVisible();
  await expect(page.getByText(/Cantidad recibida de .*→ 1/).first()).toBeVisible();
});

test('compras orders for another branch, open at once', async ({ page }) => {
  await signIn(page, 'compras');
  await page.goto(`/Compras/pedidos-nuevos/${supplier.proveedorId}`);
  await chooseByClicking(page, page.locator('body'), 'Sucursal', 'SW02');
  await chooseByTyping(page, page.locator('body'), 'Artículo', articles[1]!.articuloId);
  await page.getByLabel('Cantidad', { exact: true }).fill('4');
  await page.getByRole('button', { name: 'Agregar' }).click();
  await page.getByRole('button', { name: 'Crear pedido' }).click();
  await expect(page).toHaveURL(/\/Compras\/orden\/\d+$/);
  await expect(page.getByText('Abierto').first()).toBeVisible();
  await expect(page.getByText('SW02').first()).toBeVisible();
});
