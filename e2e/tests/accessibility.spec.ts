import { expect, test, type Page } from '@playwright/test';
import axe from 'axe-core';
import { signIn } from './session';

/**
 * Every screen is checked with axe (WCAG 2.x A and AA, and axe's best practices) as it stands once
 * loaded, at a phone's width and a desktop's: contrast, names, headings, landmarks, roles. A screen
 * that adds a violation fails here with the rule and the elements that break it. At 320 px each
 * screen must also fit without scrolling sideways (docs/decisions/0006).
 */
type Screen = {
  name: string;
  as?: string;
  path: string;
  /** Opens what the screen shows on demand (a dialog, a menu) before the check. */
  open?: (page: Page) => Promise<void>;
};

const SCREENS: Screen[] = [
  { name: 'sign-in', path: '/auth/login' },
  { name: 'password recovery', path: '/auth/forgot-password' },
  { name: 'registration', path: '/auth/registration' },
  { name: 'supplier error page', path: '/error/create-supplier-error' },
  {
    name: 'tickets home with the user menu open',
    as: 'admin',
    path: '/Tickets/Menu',
    open: (page) => page.locator('.user-trigger').click(),
  },
  { name: 'a path outside the permissions (404)', as: 'restaurante', path: '/Usuarios/lista' },
  {
    name: "users with 'Registro de Usuario' open",
    as: 'admin',
    path: '/Usuarios/lista',
    open: (page) => page.getByRole('button', { name: 'Nuevo' }).click(),
  },
  { name: 'blocked users', as: 'admin', path: '/Usuarios/bloqueados' },
  { name: 'access requests', as: 'admin', path: '/Usuarios/solicitudes' },
  { name: "'Cambiar contraseña'", as: 'tecnico', path: '/cambiar-contrasena' },
  { name: 'sent mail', as: 'admin', path: '/Usuarios/correos' },
  { name: "'Integración SAP'", as: 'admin', path: '/ERP/documentos' },
  { name: 'create ticket', as: 'restaurante', path: '/Tickets/crear-ticket' },
  { name: 'my tickets', as: 'restaurante', path: '/Tickets/mis-tickets' },
  { name: "collaborators' tickets", as: 'mantenimiento', path: '/Tickets/colaboradores' },
  { name: 'tickets report', as: 'mantenimiento', path: '/Tickets/reporte' },
  {
    name: "price list with 'Crear artículo' open",
    as: 'compras',
    path: '/Proveedor/lista-precios',
    open: (page) => page.getByRole('button', { name: 'Crear artículo' }).click(),
  },
  { name: 'articles', as: 'compras', path: '/Proveedor/articulos' },
  { name: 'suppliers', as: 'compras', path: '/Proveedor/crear-proveedor' },
  { name: 'order days', as: 'compras', path: '/Proveedor/Nuevo-horario' },
  { name: 'inventories', as: 'restaurante', path: '/Inventario' },
  { name: 'create inventory', as: 'restaurante', path: '/Inventario/crear' },
  { name: 'an inventory being counted', as: 'restaurante', path: '/Inventario/vista/10' },
  { name: 'inventory review', as: 'gerente.zona', path: '/Inventario/revision' },
  { name: 'inventories of a zone', as: 'gerente.zona', path: '/Inventario/listado' },
  { name: 'waste', as: 'restaurante', path: '/Desechos' },
  { name: 'waste list', as: 'restaurante', path: '/Desechos/lista' },
  { name: 'waste cost', as: 'gerente.operaciones', path: '/Desechos/Costos' },
];

/** Signs in as the screen's account, opens it once loaded, and its dialog or menu if it has one. */
async function show(page: Page, screen: Screen) {
  if (screen.as) await signIn(page, screen.as);
  await page.goto(screen.path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Loaded means nothing still loading: a button, a table or a card mid-fetch is drawn faded.
  await expect(
    page.locator('.ant-btn-loading, .ant-spin-spinning, .ant-skeleton-active'),
  ).toHaveCount(0);
  if (screen.open) {
    await screen.open(page);
    // Open and settled: no antd motion class left on a dialog, its mask or a menu.
    await expect(page.locator('.ant-zoom, .ant-fade, .ant-slide-up')).toHaveCount(0);
  }
}

async function violationsOf(page: Page) {
  // Evaluated, not added as a <script>: the app's Content-Security-Policy refuses inline scripts,
  // and the check must see the app as it runs, under that policy.
  await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const { violations } = await window.axe.run(document, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      resultTypes: ['violations'],
    });
    return violations.map((v) => ({
      rule: v.id,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => `${n.html.slice(0, 120)} — ${n.failureSummary ?? ''}`),
    }));
  });
}

declare global {
  interface Window {
    axe: typeof axe;
    zoomSeen: { zoomed: boolean };
  }
}

for (const [width, height, label] of [
  [390, 844, 'phone'],
  [1366, 900, 'desktop'],
] as const) {
  test.describe(`accessibility on a ${label}`, () => {
    test.use({ viewport: { width, height } });
    for (const screen of SCREENS) {
      test(screen.name, async ({ page }) => {
        await show(page, screen);
        expect(await violationsOf(page)).toEqual([]);
      });
    }
  });
}

// WCAG 1.4.10 (reflow): at 320 px, the narrowest phone, nothing makes the page scroll sideways. A
// table or a row of chips scrolls inside its own box.
test.describe('reflow at 320 px', () => {
  test.use({ viewport: { width: 320, height: 700 } });
  for (const screen of SCREENS) {
    test(screen.name, async ({ page }) => {
      await show(page, screen);
      const { scrollWidth, clientWidth } = await page.evaluate(() => {
        const { scrollWidth: scroll, clientWidth: client } = document.documentElement;
        return { scrollWidth: scroll, clientWidth: client };
      });
      expect(scrollWidth, 'page width at 320 px').toBeLessThanOrEqual(clientWidth);
    });
  }
});

// WCAG 2.3.3: a user who asked their system for less motion gets antd's dialogs without their
// zoom; everyone else sees it (0.3 s, while antd's motion class ant-zoom-appear-active is on).
for (const reducedMotion of ['reduce', 'no-preference'] as const) {
  test.describe(`motion, ${reducedMotion}`, () => {
    test.use({ reducedMotion });
    test('a dialog opens with its zoom only for who did not ask for less motion', async ({
      page,
    }) => {
      await signIn(page, 'admin');
      await page.goto('/Usuarios/lista');
      // Every class the dialog ever wears is seen, however briefly.
      await page.evaluate(() => {
        const seen: Window['zoomSeen'] = { zoomed: false };
        window.zoomSeen = seen;
        new MutationObserver(() => {
          const zooming = '.ant-modal.ant-zoom-appear-active, .ant-modal.ant-zoom-enter-active';
          if (document.querySelector(zooming)) seen.zoomed = true;
        }).observe(document.body, { subtree: true, childList: true, attributeFilter: ['class'] });
      });
      await page.getByRole('button', { name: 'Nuevo' }).click();
      await expect(page.getByRole('dialog', { name: 'Registro de Usuario' })).toBeVisible();
      // Visible already while it zooms in: the record is read once the dialog has settled.
      await expect(page.locator('.ant-modal[class*="ant-zoom"]')).toHaveCount(0);
      const zoomed = await page.evaluate(() => window.zoomSeen.zoomed);
      expect(zoomed).toBe(reducedMotion === 'no-preference');
    });
  });
}
