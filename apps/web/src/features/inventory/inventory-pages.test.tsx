import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  INVENTORY_MESSAGES as M,
  type Inventory,
  type InventoryLine,
  type InventoryOptions,
  type InventoryReview,
  type InventorySummary,
} from '@jarvis/contracts/inventory';
import {
  apiError,
  firstPage,
  locationShown,
  mockApi,
  renderRoute,
  stubSignedInBrowser,
  type ApiAnswer,
  type ApiCall,
} from '../../lib/test-api';
import { InventoryCountPage } from './inventory-count-page';
import { InventoryCreatePage } from './inventory-create-page';
import { InventoryHomePage } from './inventory-list-pages';
import { InventoryReviewPage } from './inventory-review-page';

const branch = { sucursalId: 1, nombre: 'Subway Multiplaza', bodega: 'SW01' };

function summary(over: Partial<InventorySummary> = {}): InventorySummary {
  return {
    inventarioId: 10,
    mask: 'SW01-S-20261124',
    tipo: 2,
    fecha: '2026-11-24',
    sucursal: branch,
    estado: 1,
    costo: null,
    creadoPor: 'Carlos Bonilla',
    gerente: 'Luis Fernando Castañeda',
    fechaAprobacion: null,
    fechaAnulacion: null,
    contados: 1,
    lineas: 2,
    version: 4,
    ...over,
  };
}

function line(n: number, over: Partial<InventoryLine> = {}): InventoryLine {
  return {
    inventarioDetalleId: 100 + n,
    articuloId: `ABA-00${String(n)}`,
    nombre: `Artículo ${String(n)}`,
    categoriaId: 1,
    categoria: 'Abarrotes',
    unidad: 'Caja',
    unidadVenta: 'Galón',
    cantidadCompra: '4',
    minIngresoInv: '2',
    maxIngresoInv: '20',
    invCerrado: null,
    invAbierto: null,
    invTotal: null,
    fueraDeRango: false,
    version: 0,
    ...over,
  };
}

function count(over: Partial<Inventory> = {}): Inventory {
  return {
    ...summary(),
    acciones: ['finalizar'],
    puedeContar: true,
    detalle: [line(1), line(2, { invCerrado: '1.00', invTotal: '4.00', version: 1 })],
    ...over,
  };
}

beforeEach(() => {
  stubSignedInBrowser();
  window.localStorage.clear();
});

const menu = {
  body: {
    data: [
      {
        modulo: 'Inventario',
        icono: 'ContainerOutlined',
        isSubMenu: 1,
        menuItemActive: 0,
        subMenu: [
          {
            nombre: 'Crear Inventario',
            ruta: 'Inventario/crear',
            componente: 'InventoryCreate',
            mostrar: 1,
            clave: 'inventory.create',
          },
        ],
      },
    ],
  },
};

describe('/Inventario', () => {
  it('lists the branch’s counts: Continuar on one En Proceso, Ver on the others', async () => {
    mockApi(({ url }) => {
      if (url.pathname === '/api/menu') return menu;
      if (url.pathname === '/api/inventarios')
        return {
          body: firstPage([
            summary(),
            summary({ inventarioId: 9, mask: 'SW01-D-20261123', estado: 3, costo: '1520.5' }),
          ]),
        };
      return undefined;
    });
    renderRoute(<InventoryHomePage route={{ nombre: 'Inventarios' }} />, '/Inventario');
    expect(await screen.findByRole('button', { name: 'Continuar SW01-S-20261124' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ver SW01-D-20261123' })).toBeTruthy();
    expect(screen.getByText('$1,520.50')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /Nuevo/ }));
    expect(await locationShown()).toBe('/Inventario/crear');
  });

  it('says so when there is none', async () => {
    mockApi(({ url }) =>
      url.pathname === '/api/inventarios' ? { body: firstPage([]) } : undefined,
    );
    renderRoute(<InventoryHomePage route={{ nombre: 'Inventarios' }} />, '/Inventario');
    expect(await screen.findByText(M.empty)).toBeTruthy();
  });
});

const options = (over: Partial<InventoryOptions> = {}): InventoryOptions => ({
  sucursal: branch,
  hoy: '2026-11-28',
  desde: '2026-11-13',
  fecha: '2026-11-28',
  sugerido: 1,
  existente: null,
  pendientes: { pedidos: [], traslados: false },
  tipos: [
    { tipo: 1, disponible: true, motivo: null },
    { tipo: 2, disponible: false, motivo: M.typeBusy('SW01-S-20261124', 1) },
    { tipo: 3, disponible: false, motivo: M.typeBusy('SW01-S-20261124', 1) },
  ],
  ...over,
});

describe('/Inventario/crear', () => {
  const open = () =>
    renderRoute(
      <InventoryCreatePage route={{ nombre: 'Crear Inventario' }} />,
      '/Inventario/crear',
    );

  it('blocks a date with orders or transfers pending, in the spec’s words', async () => {
    mockApi(({ url }) =>
      url.pathname === '/api/inventarios/opciones'
        ? { body: options({ pendientes: { pedidos: [220, 231], traslados: true } }) }
        : undefined,
    );
    open();
    expect(await screen.findByText(M.pendingWork)).toBeTruthy();
    expect(screen.getByRole('link', { name: '#220' }).getAttribute('href')).toBe(
      '/Compras/orden/220',
    );
    expect(screen.getByRole('button', { name: /Siguiente/ }).hasAttribute('disabled')).toBe(true);
  });

  it('offers the suggested type, says why another is blocked, and creates once', async () => {
    let answer: (value: ApiAnswer) => void = () => undefined;
    const held = new Promise<ApiAnswer>((resolve) => (answer = resolve));
    const calls = mockApi((call) => {
      if (call.url.pathname === '/api/inventarios/opciones') return { body: options() };
      if (call.method === 'POST') return held;
      return undefined;
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: /Siguiente/ }));
    const daily = await screen.findByRole('radio', { name: /Diario/ });
    expect((daily as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: /Semanal/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getAllByText(M.typeBusy('SW01-S-20261124', 1))).toHaveLength(2);
    const create = screen.getByRole('button', { name: /Crear inventario/ });
    fireEvent.click(create);
    fireEvent.click(create);
    answer({
      status: 201,
      body: { successful: M.created('SW01-D-20261128'), inventarioId: 77, mask: 'SW01-D-20261128' },
    });
    expect(await locationShown()).toBe('/Inventario/vista/77');
    const posts = calls.filter((c: ApiCall) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ tipo: 1, fecha: '2026-11-28' });
    expect(posts[0]!.headers.get('idempotency-key')).toBeTruthy();
  });

  it('shows the server’s refusal at the step it names', async () => {
    mockApi((call) => {
      if (call.url.pathname === '/api/inventarios/opciones') return { body: options() };
      if (call.method === 'POST')
        return {
          status: 400,
          body: {
            statusCode: 400,
            code: 'VALIDATION_ERROR',
            message: M.dateExists,
            fields: { fecha: M.dateExists },
          },
        };
      return undefined;
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: /Siguiente/ }));
    fireEvent.click(await screen.findByRole('button', { name: /Crear inventario/ }));
    expect(await screen.findByText(M.dateExists)).toBeTruthy();
    expect(screen.getByLabelText('Fecha del inventario')).toBeTruthy();
  });
});

describe('/Inventario/vista/{id}', () => {
  const open = () =>
    renderRoute(
      <InventoryCountPage route={{ nombre: 'Detalle de Inventario' }} />,
      '/Inventario/vista/10',
      '/Inventario/vista/:inventarioID',
    );

  function serveCount(current: Inventory, put?: (call: ApiCall) => ApiAnswer) {
    return mockApi((call) => {
      const path = call.url.pathname;
      if (call.method === 'PUT' && put) return put(call);
      if (path === '/api/inventarios/10') return { body: current };
      return undefined;
    });
  }

  it('checks each cell as typed, shows the live total out of range, and saves it', async () => {
    const calls = serveCount(count(), (call) => {
      const body = call.body as { valor: number };
      return {
        body: line(1, {
          invCerrado: String(body.valor),
          invTotal: String(body.valor * 4),
          fueraDeRango: body.valor * 4 > 20,
          version: 1,
        }),
      };
    });
    open();
    const cell = await screen.findByLabelText('Cerrado Artículo 1');
    fireEvent.focus(cell);
    fireEvent.change(cell, { target: { value: 'dos' } });
    expect(await screen.findByText(M.onlyNumbers)).toBeTruthy();
    fireEvent.change(cell, { target: { value: '-2' } });
    expect(await screen.findByText(M.notNegative)).toBeTruthy();
    fireEvent.change(cell, { target: { value: '6' } });
    expect(await screen.findByText(M.outOfRange)).toBeTruthy();
    fireEvent.blur(cell);
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/inventarios/10/detalle/101');
    expect(put.body).toEqual({ campo: 'invCerrado', valor: 6, version: 0 });
    expect(await screen.findByText('Todo guardado')).toBeTruthy();
  });

  it('keeps what is typed without a connection, and says how much waits', async () => {
    serveCount(count(), () => {
      throw new TypeError('Failed to fetch');
    });
    open();
    const cell = await screen.findByLabelText('Abierto Artículo 1');
    fireEvent.change(cell, { target: { value: '3' } });
    fireEvent.blur(cell);
    expect(await screen.findByText('Sin conexión — 1 cambio pendiente')).toBeTruthy();
    expect(window.localStorage.getItem('jarvis.inventario.10.pendientes')).toContain('"valor":3');
  });

  it('shows a value someone else saved instead of writing over it', async () => {
    serveCount(count(), () => apiError(409, 'CONFLICT', M.cellStale));
    open();
    const cell = await screen.findByLabelText('Cerrado Artículo 2');
    fireEvent.change(cell, { target: { value: '5' } });
    fireEvent.blur(cell);
    expect((await screen.findAllByText(M.cellStale)).length).toBeGreaterThan(0);
    expect(window.localStorage.getItem('jarvis.inventario.10.pendientes')).toBeNull();
  });

  it('finishes after the spec’s question, then goes back to the list', async () => {
    const calls = mockApi((call) => {
      if (call.method === 'POST')
        return { body: { successful: M.finished, estado: 2, version: 5 } };
      if (call.url.pathname === '/api/inventarios/10') return { body: count() };
      return undefined;
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: /Finalizar/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(M.confirmFinish(10))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finalizar' }));
    expect(await locationShown()).toBe('/Inventario');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/inventarios/10/finalizar');
    expect(post.body).toEqual({ version: 4 });
  });

  it('is read only for a reviewer, with Acciones while in Revisión', async () => {
    mockApi(({ url }) =>
      url.pathname === '/api/inventarios/10'
        ? {
            body: count({
              estado: 2,
              puedeContar: false,
              acciones: ['aprobar', 'habilitar', 'anular'],
            }),
          }
        : undefined,
    );
    open();
    expect(await screen.findByRole('button', { name: /Acciones/ })).toBeTruthy();
    expect(screen.queryByLabelText('Cerrado Artículo 1')).toBeNull();
    expect(screen.queryByRole('button', { name: /Finalizar/ })).toBeNull();
  });

  it('pages by 10 or shows everything', async () => {
    const many = Array.from({ length: 12 }, (_, i) => line(i + 1));
    serveCount(count({ detalle: many }));
    open();
    await screen.findByText('Artículo 1');
    expect(screen.getAllByRole('listitem', { name: /^Artículo/ })).toHaveLength(10);
    fireEvent.click(screen.getByText('Todos'));
    await waitFor(() =>
      expect(screen.getAllByRole('listitem', { name: /^Artículo/ })).toHaveLength(12),
    );
  });
});

function review(over: Partial<InventoryReview> = {}): InventoryReview {
  const missing = (n: number) => ({
    sucursalId: 20 + n,
    nombre: `Subway ${String(n)}`,
    bodega: `SW${String(20 + n)}`,
    ultimo: n === 1 ? null : `2026-11-${String(10 + n)}`,
  });
  return {
    fecha: '2026-11-27',
    hoy: '2026-11-28',
    sucursales: 7,
    ingresados: [summary({ inventarioId: 30, mask: 'SW01-D-20261127', estado: 3, costo: '900' })],
    faltantes: [1, 2, 3, 4, 5, 6].map(missing),
    enRevision: [summary({ inventarioId: 31, mask: 'SW02-S-20261124', estado: 2 })],
    pedidosPendientes: [1, 2, 3, 4].map((n) => ({
      pedidoId: 200 + n,
      sucursal: branch,
      proveedor: 'Panificadora La Espiga',
      estado: 3,
      fechaEstimada: '2026-11-20',
      total: '100.00',
    })),
    ...over,
  };
}

describe('/Inventario/revision', () => {
  it('shows entered against missing, the last 4 missing and Todos, Revisión and orders', async () => {
    const calls = mockApi(({ url }) =>
      url.pathname === '/api/inventarios/revision' ? { body: review() } : undefined,
    );
    renderRoute(
      <InventoryReviewPage route={{ nombre: 'Revisión de Inventarios' }} />,
      '/Inventario/revision?fecha=2026-11-27',
    );
    expect(
      await screen.findByRole('img', {
        name: '1 de 7 sucursales ingresaron su inventario; faltan 6',
      }),
    ).toBeTruthy();
    expect(calls[0]!.url.searchParams.get('fecha')).toBe('2026-11-27');
    const missing = screen.getByRole('list', { name: 'Sucursales faltantes' });
    expect(within(missing).getAllByRole('listitem')).toHaveLength(4);
    expect(within(missing).getByText('SW21 · sin inventarios')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Todos (6)' }));
    const all = await screen.findByRole('list', { name: 'Todas las sucursales faltantes' });
    expect(within(all).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByText('SW02-S-20261124')).toBeTruthy();
    // The pending orders, 3 a page.
    expect(screen.getByRole('link', { name: '#203' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '#204' })).toBeNull();
  });
});

vi.mock('../../components/charts/charts', () => ({
  LazyPie: ({ ariaLabel }: { ariaLabel: string }) => <div role="img" aria-label={ariaLabel} />,
  preloadCharts: () => undefined,
}));
