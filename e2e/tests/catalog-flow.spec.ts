import { expect, test } from '@playwright/test';
import { chooseByTyping } from './antd-select';
import { searchList } from './lists';
import { signIn } from './session';

/**
 * The catalogue as a buyer uses it (issue 7): compras (Subway's buyer) verifies a SAP supplier code,
 * creates the supplier, sets its order days; creates an article from a SAP item code for two
 * suppliers; changes a price and reads its history.
 */
test.describe.configure({ mode: 'serial' });

const SUPPLIER = 'PSW0010';
const ARTICLE = 'ABA-0025';
const SUPPLIER_NAME = /Snacks Tropicales/;

test('compras verifies a SAP supplier code, creates the supplier and sets its days', async ({
  page,
}) => {
  await signIn(page, 'compras');
  await page.goto('/Proveedor/crear-proveedor');
  await expect(page.getByRole('heading', { name: 'Proveedores' })).toBeVisible();

  await page.getByRole('button', { name: 'Nuevo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo proveedor' });
  // SAP codes are compared ignoring case.
  await dialog.getByLabel('Código del proveedor').fill(SUPPLIER.toLowerCase());
  await dialog.getByRole('button', { name: 'Verificar' }).click();
  await expect(
    dialog.getByText('El proveedor existe en SAP y puede agregarse a Subway'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Crear proveedor' }).click();

  await expect(page).toHaveURL(new RegExp(`/Proveedor/crear/${SUPPLIER}$`, 'i'));
  await expect(page.getByText('Datos en SAP')).toBeVisible();
  await expect(page.getByText('Snacks Tropicales, S.A. de C.V.')).toBeVisible();
  await expect(page.getByLabel('Teléfono')).toHaveValue('2297-4130');
  await page.getByLabel('Máx. artículos por pedido').fill('2.5');
  await page.getByRole('button', { name: 'Crear proveedor' }).click();
  await expect(page.getByText('No se permiten decimales')).toBeVisible();
  await page.getByLabel('Máx. artículos por pedido').fill('20');
  // The message folds away as the value is fixed; the button moves up with it, so the click waits.
  await expect(page.getByText('No se permiten decimales')).toBeHidden();
  await page.getByLabel('Descripción').fill('Boquitas y snacks para combos');
  await page.getByRole('button', { name: 'Crear proveedor' }).click();
  await expect(page.getByText('Proveedor creado')).toBeVisible();
  await expect(page).toHaveURL(/\/Proveedor\/crear-proveedor/);
  await searchList(page, SUPPLIER);
  await expect(page.getByText(SUPPLIER_NAME).first()).toBeVisible();

  // Verifying it again now says it is registered; an unknown code goes to the error page.
  await page.getByRole('button', { name: 'Nuevo' }).click();
  // The dialog opens afresh (its last answer is gone) and its code field takes the focus.
  await expect(dialog.getByLabel('Código del proveedor')).toBeFocused();
  await dialog.getByLabel('Código del proveedor').fill(SUPPLIER);
  await dialog.getByRole('button', { name: 'Verificar' }).click();
  await expect(dialog.getByText(/ya está registrado y activo para Subway/)).toBeVisible();
  await page.goto('/Proveedor/crear/ZZZ999');
  await expect(page).toHaveURL(/\/error\/create-supplier-error$/);
  await expect(page.getByText('Al parecer hubo un error')).toBeVisible();

  // Order days: lunes and jueves.
  await page.goto('/Proveedor/Nuevo-horario');
  await searchList(page, SUPPLIER);
  await expect(page.getByText('1 registro')).toBeVisible();
  const days = page.getByRole('group', { name: /Días de .*Snacks Tropicales/ });
  await days.getByRole('button', { name: 'Lunes' }).click();
  await days.getByRole('button', { name: 'Jueves' }).click();
  await page.getByRole('button', { name: /Guardar horario de .*Snacks Tropicales/ }).click();
  await expect(page.getByText('Horario guardado')).toBeVisible();
  await page.reload();
  await searchList(page, SUPPLIER);
  await expect(days.getByRole('button', { name: 'Lunes' })).toHaveAttribute('aria-pressed', 'true');
  await expect(days.getByRole('button', { name: 'Jueves' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(days.getByRole('button', { name: 'Martes' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('compras creates an article from a SAP code for two suppliers, changes a price and reads its history', async ({
  page,
}) => {
  await signIn(page, 'compras');
  await page.goto('/Proveedor/lista-precios');
  await expect(page.getByRole('heading', { name: 'Lista de Precios' })).toBeVisible();

  await page.getByRole('button', { name: 'Crear artículo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear artículo' });
  await dialog.getByLabel('Código del artículo').fill('PAN-0012');
  await dialog.getByRole('button', { name: 'Verificar' }).click();
  await expect(dialog.getByText('Este artículo no esta disponible')).toBeVisible();
  // SAP's item codes are compared ignoring case.
  await dialog.getByLabel('Código del artículo').fill(ARTICLE.toLowerCase());
  await dialog.getByRole('button', { name: 'Verificar' }).click();
  await expect(dialog.getByText('Existe el código ingresado')).toBeVisible();
  await expect(dialog.getByText('Plátano tostado 40 g')).toBeVisible();

  await dialog.getByRole('button', { name: 'Crear artículo' }).click();
  await expect(
    dialog.locator('.ant-form-item-explain-error', { hasText: 'Seleccione una categoría' }),
  ).toBeVisible();
  await expect(dialog.getByText('El artículo debe asignarse a 1 o más proveedores')).toBeVisible();
  await chooseByTyping(page, dialog, 'Categoría', 'Abarrotes');
  await chooseByTyping(page, dialog, 'Agregar proveedor', SUPPLIER);
  await dialog.getByLabel(/Precio de Snacks Tropicales/).fill('0.45');
  await chooseByTyping(page, dialog, 'Agregar proveedor', 'PSW0001');
  await dialog
    .getByLabel(/Precio de /)
    .last()
    .fill('0.5');
  await dialog.getByRole('button', { name: 'Crear artículo' }).click();
  await expect(page.getByText('Artículo creado')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Both suppliers now sell it.
  await searchList(page, ARTICLE, 'Buscar artículo');
  const change = page.getByRole('button', {
    name: `Cambiar precio ${ARTICLE} con Snacks Tropicales`,
  });
  await expect(change).toBeVisible();
  await expect(
    page.getByRole('button', { name: new RegExp(`Cambiar precio ${ARTICLE} con`) }),
  ).toHaveCount(2);

  await change.click();
  const priceDialog = page.getByRole('dialog', { name: 'Cambiar precio' });
  await priceDialog.getByLabel('Precio nuevo').fill('-1');
  await priceDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(priceDialog.getByText('No se permiten números negativos')).toBeVisible();
  await priceDialog.getByLabel('Precio nuevo').fill('0.5');
  await priceDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Precio modificado')).toBeVisible();

  await page.getByRole('button', { name: `Historial ${ARTICLE} con Snacks Tropicales` }).click();
  const history = page.getByRole('list', { name: 'Cambios de precio' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history).toContainText('$0.4500');
  await expect(history).toContainText('$0.5000');
  await expect(history).toContainText('Andrés Quiñónez');
  await expect(history.getByLabel('Subió 11.11 %')).toBeVisible();
});
