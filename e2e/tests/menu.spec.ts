import { expect, test, type Page } from '@playwright/test';
import { MENU } from '@jarvis/contracts/menu';
import { DEMO_ACCOUNTS } from '../../apps/api/src/db/seed/demo-accounts';
import { signIn } from './session';
import { headingOf } from './headings';

const OPTIONS = MENU.flatMap((m) => m.opciones.map((o) => ({ ...o, modulo: m.modulo })));

/** What the side menu must show for a set of permissions: visible options, grouped by module. */
function expectedMenu(keys: readonly string[]): Record<string, string[]> {
  const menu: Record<string, string[]> = {};
  for (const option of OPTIONS) {
    if (option.mostrar !== 1 || !keys.includes(option.clave)) continue;
    (menu[option.modulo] ??= []).push(option.nombre);
  }
  return menu;
}

async function readSideMenu(page: Page): Promise<Record<string, string[]>> {
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(nav).toBeVisible();
  const groups = nav.getByRole('listitem').filter({ has: page.getByRole('button') });
  const menu: Record<string, string[]> = {};
  for (const group of await groups.all()) {
    const title = group.getByRole('button');
    const modulo = (await title.innerText()).trim();
    if ((await title.getAttribute('aria-expanded')) !== 'true') await title.click();
    const items = group.getByRole('link');
    await expect(items.first()).toBeVisible();
    menu[modulo] = (await items.allInnerTexts()).map((t) => t.trim());
  }
  return menu;
}

for (const account of DEMO_ACCOUNTS) {
  test(`${account.username} sees exactly the menu of its job`, async ({ page }) => {
    await signIn(page, account.username);
    await page.goto('/Tickets/Menu');
    expect(await readSideMenu(page)).toEqual(expectedMenu(account.menu));
  });
}

test('a route outside the user’s permissions is not reachable', async ({ page }) => {
  await signIn(page, 'restaurante');
  await page.goto('/Usuarios/lista');
  await expect(page.getByRole('main').getByText('Página no encontrada')).toBeVisible();
  await expect(page.getByText('En construcción')).toHaveCount(0);
  await page.goto('/ruta/que/no/existe');
  await expect(page.getByRole('main').getByText('Página no encontrada')).toBeVisible();
});

test('every route of the menu opens its page under its own address', async ({ page }) => {
  // Some forty pages, each loaded cold: more than the default budget when the cores are shared.
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  const routed = OPTIONS.filter(
    (o) => !['TicketDetails', 'PurchaseOrder', 'SupplierCreate'].includes(o.componente),
  );
  for (const option of routed) {
    await page.goto(`/${option.ruta}`);
    await expect(
      page.getByRole('heading', { name: headingOf(option) }).first(),
      option.ruta,
    ).toBeVisible();
  }
  await page.goto('/Tickets/detalles/15/c/SW01');
  await expect(page.getByRole('heading', { name: 'Detalle de Ticket' }).first()).toBeVisible();
});

test('the inventory detail route exists for every signed-in user', async ({ page }) => {
  await signIn(page, 'mantenimiento');
  await page.goto('/Inventario/vista/42');
  await expect(page.getByText('Página no encontrada')).toHaveCount(0);
});
