import { expect, test, type Page } from '@playwright/test';
import { chooseByClicking } from './antd-select';
import { searchList } from './lists';
import { signIn } from './session';

/**
 * A list's filters, tab, search and page live in the address (issue #51): the detail's Volver,
 * the browser's Back and a reload all show the list as it was left.
 */

const MINE = '/Tickets/mis-tickets';

/** The cards shown, all of them Completado: the filter holds. */
async function expectOnlyCompleted(page: Page) {
  const cards = page.locator('a.ticket-card');
  await expect(cards.first()).toBeVisible();
  await expect(page.locator('.ant-spin-blur')).toHaveCount(0);
  await expect(cards.filter({ hasNotText: 'Completado' })).toHaveCount(0);
  await expect(page.locator('.ticket-filters')).toContainText('Completado');
}

test('Mis Tickets filtered to Completado stays so through a ticket, Volver, reload and Back', async ({
  page,
}) => {
  await signIn(page, 'restaurante');
  await page.goto(MINE);
  await chooseByClicking(page, page.locator('.ticket-filters'), 'Filtrar Estado', 'Completado');
  await expect(page).toHaveURL(/\/Tickets\/mis-tickets\?estado=Completado$/);
  await expectOnlyCompleted(page);

  // Volver from a ticket comes back to the filtered list.
  await page.locator('a.ticket-card').first().click();
  await expect(page).toHaveURL(/\/Tickets\/detalles\/\d+\/u\//);
  // The detail on screen (the list stays up while the detail's code loads): its own Volver.
  await expect(page.getByText('Solicitado Por')).toBeVisible();
  await page.getByRole('button', { name: 'Volver' }).click();
  await expect(page).toHaveURL(/\/Tickets\/mis-tickets\?estado=Completado$/);
  await expectOnlyCompleted(page);

  // A reload keeps it.
  await page.reload();
  await expect(page).toHaveURL(/\/Tickets\/mis-tickets\?estado=Completado$/);
  await expectOnlyCompleted(page);

  // So does the browser's Back from a ticket.
  await page.locator('a.ticket-card').first().click();
  await expect(page).toHaveURL(/\/Tickets\/detalles\/\d+\/u\//);
  await page.goBack();
  await expect(page).toHaveURL(/\/Tickets\/mis-tickets\?estado=Completado$/);
  await expectOnlyCompleted(page);
});

test('Mis Tickets offers Compras among the departments to filter by', async ({ page }) => {
  await signIn(page, 'restaurante');
  await page.goto(MINE);
  await chooseByClicking(page, page.locator('.ticket-filters'), 'Filtrar Departamento', 'Compras');
  await expect(page).toHaveURL(/\?departamento=Compras$/);
});

test('Artículos with a category chip, a search and page 2 comes back the same after a reload', async ({
  page,
}) => {
  await signIn(page, 'compras');
  await page.goto('/Proveedor/articulos');
  const chips = page.getByRole('group', { name: 'Categorías' });
  await chips.getByRole('button', { name: /^Abarrotes/ }).click();
  await expect(page).toHaveURL(/\?categoriaId=\d+$/);
  await searchList(page, 'en', 'Buscar por código o nombre');
  await expect(page).toHaveURL(/\?categoriaId=\d+&buscar=en$/);
  // The second page's rows, once they have come (the first page's stay on screen meanwhile).
  const second = page.waitForResponse(
    (r) => r.url().includes('/api/catalogo/articulos?') && r.url().includes('page=2'),
  );
  const firstOfPage1 = await page.locator('.ant-table-row').first().textContent();
  await page.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
  await second;
  await expect(page.locator('.ant-table-row').first()).not.toHaveText(firstOfPage1 ?? '');
  await expect(page).toHaveURL(/\?categoriaId=\d+&buscar=en&page=2$/);
  await expect(page.locator('.ant-spin-blur')).toHaveCount(0);
  const rows = await page.locator('.ant-table-row').allTextContents();
  expect(rows.length).toBeGreaterThan(0);

  await page.reload();
  await expect(page).toHaveURL(/\?categoriaId=\d+&buscar=en&page=2$/);
  await expect(chips.getByRole('button', { name: /^Abarrotes/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByPlaceholder('Buscar por código o nombre')).toHaveValue('en');
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');
  await expect(page.locator('.ant-spin-blur')).toHaveCount(0);
  expect(await page.locator('.ant-table-row').allTextContents()).toEqual(rows);
});
