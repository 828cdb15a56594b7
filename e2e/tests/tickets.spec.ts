import { expect, test, type Page } from '@playwright/test';
import { signIn } from './session';

const cardsOf = (page: Page) =>
  page.getByRole('navigation', { name: 'Opciones de tickets' }).getByRole('link');

test('/Tickets/Menu shows branch staff the two cards everyone has', async ({ page }) => {
  await signIn(page, 'restaurante');
  await page.goto('/Tickets/Menu');
  await expect(cardsOf(page)).toHaveText([/^Crear Ticket/, /^Mis Tickets/]);
});

test('/Tickets/Menu adds the collaborator cards for Mantenimiento, Compras and Informática', async ({
  page,
}) => {
  await signIn(page, 'mantenimiento');
  await page.goto('/Tickets/Menu');
  await expect(cardsOf(page)).toHaveText([
    /^Crear Ticket/,
    /^Mis Tickets/,
    /^Tickets Colaboradores/,
    /^Tickets Realizados/,
  ]);
  await cardsOf(page).filter({ hasText: 'Tickets Colaboradores' }).click();
  await expect(page).toHaveURL(/\/Tickets\/colaboradores$/);
});

test('/Tickets/Menu keeps the collaborator cards from other departments', async ({ page }) => {
  await signIn(page, 'contabilidad');
  await page.goto('/Tickets/Menu');
  await expect(cardsOf(page)).toHaveCount(2);
});

test('a ticket not sent survives a stray click: leaving the form asks first', async ({ page }) => {
  await signIn(page, 'restaurante');
  await page.goto('/Tickets/crear-ticket');
  await page.getByLabel('Descripción').fill('La campana de la cocina no extrae');
  const signOut = async () => {
    await page.getByRole('button', { name: /Menú de usuario/ }).click();
    await page.getByText('Cerrar Sesión').click();
  };
  await signOut();
  const dialog = page.getByRole('dialog', { name: '¿Salir sin guardar?' });
  await expect(dialog).toContainText('El ticket aún no se ha enviado');
  await dialog.getByRole('button', { name: 'Seguir aquí' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/Tickets\/crear-ticket$/);
  await expect(page.getByLabel('Descripción')).toHaveValue('La campana de la cocina no extrae');

  await signOut();
  await dialog.getByRole('button', { name: 'Salir sin guardar' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('/Tickets/colaboradores fits its three columns: every state in sight, nothing to scroll sideways', async ({
    page,
  }) => {
    await signIn(page, 'mantenimiento');
    await page.goto('/Tickets/colaboradores');
    await page.getByText('Todas', { exact: true }).click();
    const states = page.locator('.ant-table-row td:last-child .ant-tag');
    await expect(states.first()).toBeVisible();
    const table = page.locator('.ant-table-content').first();
    const { scrollWidth, clientWidth, right } = await table.evaluate((box) => ({
      scrollWidth: box.scrollWidth,
      clientWidth: box.clientWidth,
      right: box.getBoundingClientRect().right,
    }));
    expect(scrollWidth, 'the table scrolls sideways').toBeLessThanOrEqual(clientWidth);
    for (const tag of await states.all()) {
      const box = await tag.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(right);
    }
  });
});
