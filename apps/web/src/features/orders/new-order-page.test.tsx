import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ORDER_MESSAGES } from '@jarvis/contracts/orders';
import type { NewOrderOptions, OrderableArticles } from '@jarvis/contracts/orders-lists';
import {
  apiError,
  locationShown,
  mockApi,
  renderRoute,
  stubScreen,
  stubSignedInBrowser,
  type ApiAnswer,
  type ApiCall,
} from '../../lib/test-api';
import { toast } from '../../lib/toast';
import { NewOrderPage } from './new-order-page';

const PATTERN = '/Compras/pedidos-nuevos/:proveedorID';

const central: NewOrderOptions = {
  hoy: '2026-03-10', // a Tuesday (martes = 2)
  marca: 'Subway',
  sucursalPropia: null,
  sucursales: [
    { sucursalId: 4, nombre: 'Metrocentro', bodega: 'SW04' },
    { sucursalId: 6, nombre: 'Escalón', bodega: 'SW06' },
  ],
  proveedores: [
    {
      proveedorId: 3,
      nombre: 'Alimentos del Valle',
      codigo: 'PSW0003',
      maxProductos: 10,
      dias: [4, 1],
      pideHoy: false,
      fechaEntrega: '2026-03-12',
    },
    {
      proveedorId: 5,
      nombre: 'Bebidas Centro',
      codigo: 'PSW0005',
      maxProductos: 2,
      dias: [2, 5],
      pideHoy: true,
      fechaEntrega: '2026-03-13',
    },
    {
      proveedorId: 7,
      nombre: 'Carnes Finas',
      codigo: 'PSW0007',
      maxProductos: 5,
      dias: [2],
      pideHoy: true,
      fechaEntrega: '2026-03-17',
    },
  ],
};

const restaurante: NewOrderOptions = {
  ...central,
  sucursalPropia: { sucursalId: 4, nombre: 'Metrocentro', bodega: 'SW04' },
  sucursales: [],
};

const articles: OrderableArticles = {
  proveedorId: 5,
  articulos: [
    {
      articuloId: 'A100',
      nombre: 'Agua 600 ml',
      unidad: 'Caja',
      categoria: 'Bebidas',
      precio: '4.25',
    },
    {
      articuloId: 'A200',
      nombre: 'Cola lata',
      unidad: 'Caja',
      categoria: 'Bebidas',
      precio: '12.1',
    },
    {
      articuloId: 'A300',
      nombre: 'Jugo naranja',
      unidad: 'Fardo',
      categoria: 'Bebidas',
      precio: '9.99',
    },
  ],
};

const created: ApiAnswer = {
  status: 201,
  body: {
    successful: 'Pedido #88 creado',
    data: { pedidoId: 88, estado: 2, totalPedido: '12.7500', totalFinal: '14.4075' },
  },
};

function serve(
  options: NewOrderOptions = central,
  create: (call: ApiCall) => ApiAnswer | Promise<ApiAnswer> | undefined = () => created,
) {
  return mockApi((call) => {
    const path = call.url.pathname;
    if (path === '/api/pedidos/nuevo') return { body: options };
    if (/^\/api\/pedidos\/nuevo\/proveedores\/\d+\/articulos$/.test(path))
      return { body: articles };
    if (call.method === 'POST' && path === '/api/pedidos') return create(call);
    return undefined;
  });
}

/** A 400 whose `fields` names one control or line, as the API answers a validation failure. */
function refusal(fields: Record<string, string>): ApiAnswer {
  const [message = ''] = Object.values(fields);
  const { status, body } = apiError(400, 'VALIDATION_ERROR', message);
  return { status, body: { ...(body as object), fields } };
}

async function open(path = '/Compras/pedidos-nuevos/5', pattern = PATTERN) {
  const rendered = renderRoute(<NewOrderPage route={{ nombre: 'Nuevo Pedido' }} />, path, pattern);
  await screen.findByRole('heading', { name: 'Nuevo Pedido' });
  return rendered.router;
}

async function choose(label: string, option: string) {
  const select = await screen.findByRole('combobox', { name: label });
  await waitFor(() => expect(select.hasAttribute('disabled')).toBe(false));
  fireEvent.mouseDown(select);
  fireEvent.click(await screen.findByTitle(option));
}

async function addLine(article: string, cantidad: string) {
  await choose('Artículo', article);
  fireEvent.change(screen.getByLabelText('Cantidad'), { target: { value: cantidad } });
  fireEvent.click(screen.getByRole('button', { name: /Agregar/ }));
}

const addError = () => document.querySelector('.new-order-add__error')?.textContent;
const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');
const createButton = () => screen.getByRole('button', { name: /Crear pedido/ });

beforeEach(() => stubSignedInBrowser());

describe('nuevo pedido: elegir proveedor', () => {
  it('lists first and marks the suppliers that take orders today, with their days and limit', async () => {
    serve();
    await open('/Compras/pedidos-nuevos', '/Compras/pedidos-nuevos');
    const list = await screen.findByRole('list', { name: 'Proveedores' });
    const cards = within(list).getAllByRole('link');
    expect(
      cards.map((card) => card.querySelector('.new-order-supplier__name')?.textContent),
    ).toEqual(['Bebidas Centro', 'Carnes Finas', 'Alimentos del Valle']);
    expect(within(cards[0]!).getByText('Recibe pedidos hoy')).toBeTruthy();
    expect(within(cards[1]!).getByText('Recibe pedidos hoy')).toBeTruthy();
    expect(within(cards[2]!).queryByText('Recibe pedidos hoy')).toBeNull();
    expect(cards[2]!.textContent).toContain('lunes y jueves');
    expect(cards[0]!.textContent).toContain('Máx. productos: 2');
  });

  it('filters by name or code as the user types, and opens the chosen supplier', async () => {
    serve();
    await open('/Compras/pedidos-nuevos', '/Compras/pedidos-nuevos');
    const search = await screen.findByLabelText('Buscar proveedor (nombre o código)');
    fireEvent.change(search, { target: { value: 'psw0003' } });
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual([
      expect.stringContaining('Alimentos del Valle'),
    ]);
    fireEvent.change(search, { target: { value: 'bebidas' } });
    fireEvent.click(screen.getByRole('link', { name: /Bebidas Centro/ }));
    expect(await locationShown()).toBe('/Compras/pedidos-nuevos/5');
  });

  it('answers a supplier not of the brand with a way back to the choice', async () => {
    serve();
    await open('/Compras/pedidos-nuevos/99');
    expect(await screen.findByText(ORDER_MESSAGES.supplierNotYours)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Elegir proveedor/ }));
    expect(await locationShown()).toBe('/Compras/pedidos-nuevos');
  });
});

describe('nuevo pedido: el pedido', () => {
  it('warns when the supplier does not take orders today, and still lets the order go on', async () => {
    serve();
    await open('/Compras/pedidos-nuevos/3');
    expect(await screen.findByText(ORDER_MESSAGES.otherDayWarning('lunes y jueves'))).toBeTruthy();
    expect(screen.getByRole('button', { name: /Agregar/ }).hasAttribute('disabled')).toBe(false);
  });

  it('shows no warning for a supplier that takes orders today', async () => {
    serve();
    await open();
    await screen.findByRole('heading', { name: 'Bebidas Centro' });
    expect(screen.queryByText(/hoy no es uno de ellos/)).toBeNull();
  });

  it('disables adding and shows the banner once the lines reach max_productos', async () => {
    serve();
    await open();
    await addLine('A100 — Agua 600 ml', '3');
    expect(screen.queryByText(ORDER_MESSAGES.maxProducts(2))).toBeNull();
    await addLine('A200 — Cola lata', '1');
    expect(await screen.findByText(ORDER_MESSAGES.maxProducts(2))).toBeTruthy();
    expect(screen.getByRole('button', { name: /Agregar/ }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Quitar Cola lata' }));
    await waitFor(() => expect(screen.queryByText(ORDER_MESSAGES.maxProducts(2))).toBeNull());
    expect(screen.getByRole('button', { name: /Agregar/ }).hasAttribute('disabled')).toBe(false);
  });

  it('checks the quantity before adding: empty, not whole, not above 0', async () => {
    serve();
    await open();
    fireEvent.click(await screen.findByRole('button', { name: /Agregar/ }));
    expect(addError()).toBe(ORDER_MESSAGES.emptyFields);
    await addLine('A100 — Agua 600 ml', '2.5');
    expect(addError()).toBe(ORDER_MESSAGES.quantityInteger);
    fireEvent.change(screen.getByLabelText('Cantidad'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: /Agregar/ }));
    expect(addError()).toBe(ORDER_MESSAGES.quantityPositive);
    expect(screen.queryByLabelText('Cantidad de Agua 600 ml')).toBeNull();
  });

  it('no longer offers an article once added, and checks quantities edited in the cell', async () => {
    serve();
    await open();
    await addLine('A100 — Agua 600 ml', '3');
    const article = screen.getByRole('combobox', { name: 'Artículo' });
    fireEvent.mouseDown(article);
    fireEvent.change(article, { target: { value: 'a100' } });
    expect(await screen.findByText('No hay productos por agregar')).toBeTruthy();
    fireEvent.change(article, { target: { value: 'cola' } });
    expect(await screen.findByTitle('A200 — Cola lata')).toBeTruthy();

    const cell = screen.getByLabelText('Cantidad de Agua 600 ml');
    fireEvent.change(cell, { target: { value: '1.5' } });
    expect(await screen.findByText(ORDER_MESSAGES.noDecimals)).toBeTruthy();
    fireEvent.change(cell, { target: { value: '0' } });
    expect(await screen.findByText(ORDER_MESSAGES.cellQuantityPositive)).toBeTruthy();
    fireEvent.change(cell, { target: { value: '4' } });
    await waitFor(() => expect(screen.queryByText(ORDER_MESSAGES.cellQuantityPositive)).toBeNull());
    const totals = screen.getByLabelText('Totales del pedido').textContent;
    expect(totals).toContain('$17.0000'); // 4 × 4.25
    expect(totals).toContain('$2.2100'); // IVA 13 %
    expect(totals).toContain('$19.2100');
  });

  it('shows a Restaurante user its own branch, with no selector', async () => {
    serve(restaurante);
    await open();
    expect(await screen.findByText('Metrocentro (SW04)')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Sucursal' })).toBeNull();
  });

  it('asks central staff for the branch before sending', async () => {
    const calls = serve();
    await open();
    expect(await screen.findByRole('combobox', { name: 'Sucursal' })).toBeTruthy();
    await addLine('A100 — Agua 600 ml', '3');
    fireEvent.click(createButton());
    expect(await screen.findByText(ORDER_MESSAGES.branchRequired)).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });

  it('creates the order once for a double click, with an idempotency key, and opens it', async () => {
    const success = vi.spyOn(toast, 'success');
    let answer: (reply: ApiAnswer) => void = () => undefined;
    const calls = serve(central, () => new Promise<ApiAnswer>((resolve) => (answer = resolve)));
    await open();
    await screen.findByRole('heading', { name: 'Bebidas Centro' });
    expect(createButton().hasAttribute('disabled')).toBe(true);
    await choose('Sucursal', 'Escalón (SW06)');
    await addLine('A100 — Agua 600 ml', '3');
    await addLine('A200 — Cola lata', '1');
    fireEvent.click(createButton());
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    fireEvent.click(createButton());
    answer(created);

    expect(await locationShown()).toBe('/Compras/orden/88');
    expect(posts(calls)).toHaveLength(1);
    const [post] = posts(calls);
    expect(post?.body).toEqual({
      proveedorId: 5,
      sucursalId: 6,
      fechaEstimada: '2026-03-13',
      lineas: [
        { articuloId: 'A100', cantidad: 3 },
        { articuloId: 'A200', cantidad: 1 },
      ],
    });
    expect(post?.headers.get('Idempotency-Key')).toMatch(/^[\w-]{32,36}$/);
    expect(success).toHaveBeenCalledWith('Pedido #88 creado');
  });

  it('puts the server refusal on the line it names, and retries with the same key', async () => {
    let refuse = true;
    const calls = serve(restaurante, () => {
      if (!refuse) return created;
      refuse = false;
      return refusal({ 'lineas.1.articuloId': ORDER_MESSAGES.repeatedProduct });
    });
    await open();
    await addLine('A100 — Agua 600 ml', '3');
    await addLine('A300 — Jugo naranja', '2');
    fireEvent.click(createButton());

    const row = (await screen.findByText('Jugo naranja')).closest('tr') as HTMLElement;
    expect(await within(row).findByText(ORDER_MESSAGES.repeatedProduct)).toBeTruthy();
    const agua = screen.getByText('Agua 600 ml').closest('tr') as HTMLElement;
    expect(within(agua).queryByText(ORDER_MESSAGES.repeatedProduct)).toBeNull();
    expect(posts(calls)[0]?.body).not.toHaveProperty('sucursalId');

    await waitFor(() => expect(createButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(createButton());
    expect(await locationShown()).toBe('/Compras/orden/88');
    const [first, second] = posts(calls);
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
  });

  it('puts the server refusal of the branch and the date under their controls', async () => {
    serve(central, () =>
      refusal({
        sucursalId: ORDER_MESSAGES.branchInvalid,
        fechaEstimada: ORDER_MESSAGES.pastDeliveryDate,
      }),
    );
    await open();
    await choose('Sucursal', 'Metrocentro (SW04)');
    await addLine('A100 — Agua 600 ml', '3');
    fireEvent.click(createButton());
    const branch = (await screen.findByText(ORDER_MESSAGES.branchInvalid)).closest(
      '.ant-form-item',
    );
    expect(branch?.textContent).toContain('Sucursal');
    const date = screen.getByText(ORDER_MESSAGES.pastDeliveryDate).closest('.ant-form-item');
    expect(date?.textContent).toContain('Fecha de entrega');
  });

  it('asks before leaving an order with lines not yet created', async () => {
    serve();
    const router = await open();
    await addLine('A100 — Agua 600 ml', '3');
    void router.navigate('/Compras/pedidos-revision');
    const dialog = await screen.findByRole('dialog', { name: '¿Salir sin guardar?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Seguir aquí' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Cantidad de Agua 600 ml')).toBeTruthy();
  });

  it('shows the lines as cards with the same editing on a phone', async () => {
    stubScreen('phone');
    serve();
    await open();
    await addLine('A300 — Jugo naranja', '2');
    const cards = await screen.findByRole('list', { name: 'Productos del pedido' });
    expect(within(cards).getByText('Jugo naranja')).toBeTruthy();
    expect(document.querySelector('.new-order-lines')).toBeNull();
    fireEvent.change(within(cards).getByLabelText('Cantidad de Jugo naranja'), {
      target: { value: '2.5' },
    });
    expect(await within(cards).findByText(ORDER_MESSAGES.noDecimals)).toBeTruthy();
  });
});
