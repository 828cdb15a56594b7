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
