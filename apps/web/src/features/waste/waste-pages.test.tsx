import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  WASTE_MESSAGES as M,
  type Waste,
  type WasteCostReport,
  type WasteOptions,
} from '@jarvis/contracts/waste';
import {
  firstPage,
  mockApi,
  renderRoute,
  stubSignedInBrowser,
  type ApiAnswer,
  type ApiCall,
} from '../../lib/test-api';
import { toast } from '../../lib/toast';
import { WasteCostPage } from './waste-cost-page';
import { WasteHomePage } from './waste-home-page';
import { WasteListPage } from './waste-list-page';

vi.mock('../../components/charts/charts', () => ({
  LazyColumn: ({ ariaLabel }: { ariaLabel: string }) => <div role="img" aria-label={ariaLabel} />,
  preloadCharts: () => undefined,
}));

const branch = { sucursalId: 1, nombre: 'Subway Multiplaza', bodega: 'SW01' };
const options: WasteOptions = { sucursal: branch, hoy: '2026-11-28' };
const catalogue = {
  articulos: [
    { articuloId: 'PAN-0039', nombre: 'Pan blanco', unidad: 'Unidad' },
    { articuloId: 'ABA-0017', nombre: 'Chile jalapeño', unidad: 'Galón' },
  ],
};

function waste(over: Partial<Waste> = {}): Waste {
  return {
    desechoId: 33,
    fecha: '2026-11-27',
    comentario: 'Caída accidental',
    usuario: 'Carlos Bonilla',
    sucursal: branch,
    estado: 1,
    nombreEstado: 'Registrado',
    costo: '89.40',
    revisadoPor: null,
    aplicadoPor: null,
    lineas: [
      {
        articuloId: 'PAN-0039',
        nombre: 'PAN BLANCO DE 30 CM',
        unidadVenta: 'Unidad',
        cantidad: '2.50',
        precio: '1.2000',
        valor: '3.00',
      },
    ],
    acciones: [],
    version: 0,
    ...over,
  };
}

beforeEach(() => stubSignedInBrowser());

describe('/Desechos', () => {
  function serve(post?: (call: ApiCall) => ApiAnswer | Promise<ApiAnswer>, recent: Waste[] = []) {
    return mockApi((call) => {
      const path = call.url.pathname;
      if (call.method === 'POST' && post) return post(call);
      if (path === '/api/desechos/opciones') return { body: options };
      if (path === '/api/desechos/articulos') return { body: catalogue };
      if (path === '/api/desechos/recientes') return { body: firstPage(recent, 3) };
      return undefined;
    });
  }
  const open = () =>
    renderRoute(<WasteHomePage route={{ nombre: 'Desechos de Inventario' }} />, '/Desechos');

  async function addArticle(text: string, title: string, cantidad: string) {
    const select = screen.getByRole('combobox', { name: 'Artículo' });
    fireEvent.mouseDown(select);
    fireEvent.change(select, { target: { value: text } });
    fireEvent.click(await screen.findByTitle(title));
    fireEvent.change(screen.getByLabelText('Cantidad'), { target: { value: cantidad } });
    fireEvent.click(screen.getByRole('button', { name: /Iniciar|Agregar/ }));
  }

  it('shows the last three wastes while nothing is being added', async () => {
    serve(undefined, [waste(), waste({ desechoId: 32, estado: 2, nombreEstado: 'Revisado' })]);
    open();
    const recent = await screen.findByRole('list', { name: 'Desechos recientes' });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(2);
    expect(within(recent).getByText('Revisado')).toBeTruthy();
    expect(within(recent).getByText(/#33 · 27\/11\/2026/)).toBeTruthy();
  });

  it('asks for the reason first, keeps it, refuses a repeat, and sends one waste', async () => {
    let answer: (value: ApiAnswer) => void = () => undefined;
    const held = new Promise<ApiAnswer>((resolve) => (answer = resolve));
    const calls = serve(() => held);
    const duplicate = vi.spyOn(toast, 'error');
    open();
    await screen.findByRole('button', { name: /Iniciar/ });
    await addArticle('pan', 'PAN-0039 — Pan blanco', '2');
    expect(await screen.findByText(M.required)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Comentario'), {
      target: { value: 'Producto vencido' },
    });
    fireEvent.click(screen.getByRole('button', { name: /Iniciar/ }));
    const draft = await screen.findByRole('list', { name: 'Artículos a desechar' });
    expect(within(draft).getByText('Pan blanco')).toBeTruthy();
    // Now 'Agregar'; a zero is refused in place.
    await addArticle('chile', 'ABA-0017 — Chile jalapeño', '0');
    expect(await screen.findByText(M.positive)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Cantidad'), { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: /Agregar/ }));
    await waitFor(() => expect(within(draft).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByLabelText<HTMLInputElement>('Comentario').value).toBe('Producto vencido');
    // The same article again: the spec's toast, for a second.
    const select = screen.getByRole('combobox', { name: 'Artículo' });
    fireEvent.mouseDown(select);
    fireEvent.change(select, { target: { value: 'pan' } });
    expect(screen.queryByTitle('PAN-0039 — Pan blanco')).toBeNull();
    duplicate.mockClear();

    fireEvent.click(screen.getByRole('button', { name: /Listo/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar desecho' });
    expect(within(dialog).getByText(M.confirmCreate)).toBeTruthy();
    const accept = within(dialog).getByRole('button', { name: /Aceptar/ });
    fireEvent.click(accept);
    fireEvent.click(accept);
    expect(await within(dialog).findByText('Procesando...')).toBeTruthy();
    answer({ status: 201, body: { successful: M.created(40), desechoId: 40 } });
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Artículos a desechar' })).toBeNull(),
    );
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      fecha: '2026-11-28',
      comentario: 'Producto vencido',
      lineas: [
        { articuloId: 'PAN-0039', cantidad: 2 },
        { articuloId: 'ABA-0017', cantidad: 1.5 },
      ],
    });
    expect(posts[0]!.headers.get('idempotency-key')).toBeTruthy();
  });

  it('Cancelar clears every article', async () => {
    serve();
    open();
    await screen.findByRole('button', { name: /Iniciar/ });
    fireEvent.change(screen.getByLabelText('Comentario'), { target: { value: 'Vencido' } });
    await addArticle('pan', 'PAN-0039 — Pan blanco', '2');
    await screen.findByRole('list', { name: 'Artículos a desechar' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText('Desechos recientes')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Iniciar/ })).toBeTruthy();
  });
});

describe('/Desechos/lista', () => {
  it('sorts and searches on the server, and shows a waste’s Artículos', async () => {
    const calls = mockApi(({ url }) =>
      url.pathname === '/api/desechos'
        ? { body: firstPage([waste({ acciones: ['revisar'] })]) }
        : undefined,
    );
    renderRoute(<WasteListPage route={{ nombre: 'Lista de Desechos' }} />, '/Desechos/lista');
    expect(await screen.findByText('Caída accidental')).toBeTruthy();
    expect(calls[0]!.url.searchParams.get('orden')).toBeNull();
    fireEvent.click(screen.getByRole('columnheader', { name: /Comentario/ }));
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('orden')).toBe('comentario'));
    fireEvent.click(screen.getByRole('button', { name: 'Detalles del desecho 33' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Pan Blanco De 30 Cm')).toBeTruthy();
    expect(within(dialog).getByText('2.50')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Revisar' })).toBeTruthy();
  });

  it('says so when there is none', async () => {
    mockApi(({ url }) => (url.pathname === '/api/desechos' ? { body: firstPage([]) } : undefined));
    renderRoute(<WasteListPage route={{ nombre: 'Lista de Desechos' }} />, '/Desechos/lista');
    expect(await screen.findByText(M.empty)).toBeTruthy();
  });
});

describe('/Desechos/Costos', () => {
  it('shows the total, the chart by month and each breakdown', async () => {
    const report: WasteCostReport = {
      desde: '2025-12',
      hasta: '2026-11',
      total: '1234.50',
      desechos: 42,
      porMes: [
        { clave: '2026-10', nombre: '2026-10', valor: '600.00' },
        { clave: '2026-11', nombre: '2026-11', valor: '634.50' },
      ],
      porSucursal: [
        { clave: 'SW01', nombre: 'Subway Multiplaza', marca: 'Subway', valor: '1234.50' },
      ],
      porMarca: [{ clave: 'Subway', nombre: 'Subway', valor: '1234.50' }],
      porCategoria: [{ clave: '1', nombre: 'Panadería', valor: '1234.50' }],
      porArticulo: [
        {
          clave: 'PAN-0039',
          nombre: 'Pan blanco',
          cantidad: '40.00',
          unidad: 'Unidad',
          valor: '48.00',
        },
      ],
      sucursales: [{ ...branch, marca: 'Subway' }],
      marcas: ['Subway'],
    };
    mockApi(({ url }) => (url.pathname === '/api/desechos/costos' ? { body: report } : undefined));
    renderRoute(<WasteCostPage route={{ nombre: 'Costo de Desechos' }} />, '/Desechos/Costos');
    expect((await screen.findAllByText('$1,234.50')).length).toBeGreaterThan(0);
    expect(
      screen.getByRole('img', { name: /Costo de los desechos por mes: oct 26/i }),
    ).toBeTruthy();
    expect(screen.getByText('Panadería')).toBeTruthy();
    expect(screen.getAllByText('Subway Multiplaza').length).toBeGreaterThan(0);
  });
});
