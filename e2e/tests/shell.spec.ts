import { expect, test } from '@playwright/test';
import { signIn } from './session';

test('the shell shows the greeting, today in Spanish, the breadcrumb and the footer', async ({
  page,
}) => {
  await signIn(page, 'compras');
  await page.goto('/Compras/pedidos-abiertos');
  await expect(page.getByRole('button', { name: /Menú de usuario/ })).toContainText('Andrés');
  await expect(page.getByText('Hoy', { exact: true })).toBeVisible();
  const today = new Intl.DateTimeFormat('es', {
    timeZone: 'America/El_Salvador',
    dateStyle: 'full',
  }).format(new Date());
  await expect(page.getByText(today)).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Ruta de navegación' }).getByText('Pedidos Abiertos'),
  ).toBeVisible();
  await expect(page.getByText(/Jarvis \| ver2\.0/)).toBeVisible();
});

test('the user dropdown marks the profile as unavailable and signs out', async ({ page }) => {
  await signIn(page, 'contabilidad');
  await page.goto('/Tickets/Menu');
  await page.getByRole('button', { name: /Menú de usuario/ }).click();
  await expect(page.getByText('Mi Perfil')).toBeVisible();
  await expect(page.getByText('No disponible')).toBeVisible();
  await page.getByText('Cerrar Sesión').click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the side menu opens as a drawer and navigates', async ({ page }) => {
    await signIn(page, 'restaurante');
    await page.goto('/Tickets/Menu');
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Abrir el menú' }).click();
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(nav).toBeVisible();
    await nav.getByRole('button', { name: 'Traslados' }).click();
    await nav.getByRole('link', { name: 'Mis Traslados' }).click();
    await expect(page).toHaveURL(/\/Traslados\/Mis-traslados$/);
    await expect(page.getByRole('heading', { name: 'Mis Traslados' }).first()).toBeVisible();
  });

  test('the login form fits the screen', async ({ page }) => {
    await page.goto('/auth/login');
    const button = page.getByRole('button', { name: 'Iniciar sesión' });
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  });
});

test.describe('error pages', () => {
  test('/error opens the session-expired page', async ({ page }) => {
    await page.goto('/error');
    await expect(page).toHaveURL(/\/error\/error-v1$/);
    await expect(page.getByText('Su sesión ha expirado')).toBeVisible();
  });

  test('the supplier error page says the spec text and goes back to the supplier list', async ({
    page,
  }) => {
    await signIn(page, 'compras');
    await page.goto('/error/create-supplier-error');
    await expect(page.getByText('Al parecer hubo un error')).toBeVisible();
    await expect(
      page.getByText('Por favor, intente ingresar nuevamente la información requerida.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Regresar' }).click();
    await expect(page).toHaveURL(/\/Proveedor\/crear-proveedor$/);
  });

  for (const n of [2, 3, 4, 5, 6]) {
    test(`error-v${n} is a designed page with a way back`, async ({ page }) => {
      await page.goto(`/error/error-v${n}`);
      await expect(page.getByRole('button').or(page.getByRole('link')).first()).toBeVisible();
    });
  }

  test('/common/authorize is the Auto Login placeholder', async ({ page }) => {
    await page.goto('/common/authorize');
    await expect(page.getByText('Auto Login').first()).toBeVisible();
  });
});
