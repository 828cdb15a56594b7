import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { MENU } from '@jarvis/contracts/menu';
import { signIn } from './session';
import { headingOf } from './headings';

/**
 * The app under its own Content-Security-Policy (issue #49 point 4): every screen must load and work
 * with nothing refused. Chromium reports each refusal twice, as a 'Refused to …' console error and
 * as a securitypolicyviolation event; both are collected here.
 */
const OPTIONS = MENU.flatMap((m) =>
  m.opciones.map((o) => ({ ruta: o.ruta, nombre: o.nombre, componente: o.componente })),
);

// A 1×1 PNG: the server checks photos by content, so it must be a real image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy|CSP violation/i.test(message.text()))
      violations.push(`${page.url()}: ${message.text()}`);
  });
  // An init script runs outside the page's policy (DevTools), before the app's own scripts.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  return violations;
}

/** Goes to `path`, served under the policy (so the walks below cannot pass without one). */
async function visit(page: Page, path: string) {
  const res = await page.goto(path);
  expect(res?.headers()['content-security-policy'], path).toContain("script-src 'self';");
}

/** Opened and settled: its heading shown (or any main heading), nothing loading. */
async function settle(page: Page, heading?: string) {
  const title = heading
    ? page.getByRole('heading', { name: heading })
    : page.getByRole('heading', { level: 1 });
  await expect(title.first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
}

test('the browser gets the policy, and no framing, with the page', async ({ page }) => {
  const res = await page.goto('/auth/login');
  const headers = res!.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self';");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
});

test('the sign-in form does not render inside another site’s frame', async ({ page, baseURL }) => {
  const violations = await watchViolations(page);
  // about:blank stands for the other site: any page that is not Jarvis's own.
  await page.setContent(`<iframe title="otra" src="${baseURL}/auth/login"></iframe>`);
  await expect.poll(() => violations.join('\n')).toContain("frame-ancestors 'none'");
  await expect(
    page.frameLocator('iframe').getByRole('button', { name: 'Iniciar sesión' }),
  ).toHaveCount(0);
});

test('every screen runs under the policy with nothing refused, as the admin', async ({ page }) => {
  // Some forty screens loaded cold, and a ticket with a photo: as menu.spec's walk.
  test.setTimeout(180_000);
  const violations = await watchViolations(page);
  const token = await signIn(page, 'admin');

  const routed = OPTIONS.filter(
    (o) => !['TicketDetails', 'PurchaseOrder', 'SupplierCreate'].includes(o.componente),
  );
  for (const option of routed) {
    await visit(page, `/${option.ruta}`);
    await settle(page, headingOf(option));
  }

  // A photo chosen for a new ticket is previewed from a blob: URL.
  await visit(page, '/Tickets/crear-ticket');
  await page
    .getByLabel('Fotos del ticket')
    .setInputFiles([{ name: 'uno.png', mimeType: 'image/png', buffer: PNG }]);
  await expect(page.getByRole('button', { name: /Quitar foto/ })).toHaveCount(1);

  // A stored photo is shown from its signed /api/archivos URL.
  const catalog = await page.request.get('/api/tickets/catalogo', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { problemas } = (await catalog.json()) as { problemas: { tipoProblemaID: number }[] };
  const created = await page.request.post('/api/tickets', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    multipart: {
      tipoProblemaID: String(problemas[0]!.tipoProblemaID),
      descripcion: 'Foto bajo la política de contenido',
      archivos: { name: 'foto.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(created.status()).toBe(201);
  const { peticionID } = ((await created.json()) as { data: { peticionID: number } }).data;
  await visit(page, `/Tickets/detalles/${peticionID}/u/OF01`);
  await settle(page, 'Detalle de Ticket');
  const photo = page.locator('img[src*="/api/archivos/"]').first();
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await visit(page, '/Tickets/detalles/15/c/SW01');
  await settle(page, 'Detalle de Ticket');

  expect(violations).toEqual([]);
});

test('the pages before sign-in and the API documentation run under the policy', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const violations = await watchViolations(page);
  for (const path of [
    '/auth/login',
    '/auth/forgot-password',
    '/auth/registration',
    '/auth/reset-password/enlace-de-prueba',
    '/error/create-supplier-error',
  ]) {
    await visit(page, path);
    await settle(page);
  }
  await visit(page, '/api/docs/');
  await expect(page.getByRole('heading', { name: /Jarvis API/ })).toBeVisible();
  await expect(page.getByText('/api/auth/login').first()).toBeVisible();
  expect(violations).toEqual([]);
});
