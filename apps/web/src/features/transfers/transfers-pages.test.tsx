import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  TRANSFER_DIFFERENCES_MAX,
  TRANSFER_MESSAGES as M,
  type Transfer,
  type TransferDifferences,
  type TransferOptions,
} from '@jarvis/contracts/transfers';
import {
  apiError,
  firstPage,
  mockApi,
  renderRoute,
  stubSignedInBrowser,
  type ApiAnswer,
  type ApiCall,
} from '../../lib/test-api';
import { toast } from '../../lib/toast';
import { TransfersDifferencesPage } from './transfers-differences-page';
import { TransfersHomePage } from './transfers-home-page';
import { TransfersMinePage, TransfersReviewPage } from './transfers-list-pages';

const options: TransferOptions = {
  propia: { sucursalId: 1, nombre: 'Subway Multiplaza', bodega: 'SW01' },
  origenes: [{ sucursalId: 2, nombre: 'Subway Galerías', bodega: 'SW02' }],
  hoy: '2026-11-28',
  desde: '2026-11-13',
};

const articles = {
  articulos: [
    { articuloId: 'ABA-0017', nombre: 'Chile jalapeño', unidad: 'Galón' },
    { articuloId: 'PAN-0039', nombre: 'Pan blanco', unidad: 'Unidad' },
  ],
};

const line = (n: number, cantidadEnviada: string | null = null) => ({
  trasladoDetalleId: 100 + n,
  articuloId: `ART-${String(n)}`,
  nombre: `Artículo ${String(n)}`,
  unidad: 'Unidad',
  cantidad: '5.00',
  cantidadEnviada,
  cantidadRecibida: null,
});

function transfer(over: Partial<Transfer> = {}): Transfer {
  return {
    trasladoId: 40,
    fecha: '2026-11-27',
    estado: 2,
    origen: { sucursalId: 2, nombre: 'Subway Galerías', bodega: 'SW02' },
    destino: { sucursalId: 1, nombre: 'Subway Multiplaza', bodega: 'SW01' },
    solicitadoPor: 'Carlos Bonilla',
    enviadoPor: 'Ana Gabriela Rivas',
    recibidoPor: null,
    anuladoPor: null,
    fechaAprobacion: '2026-11-27T15:00:00.000Z',
    fechaFinalizacion: null,
    fechaAnulacion: null,
    fechaProcesamientoSap: null,
    sap: null,
    lado: 'destino',
    acciones: ['recibir', 'anular'],
    lineas: [line(1, '4.00'), line(2, '5.00'), line(3, '5.00')],
    version: 3,
    ...over,
  };
}

const empty = firstPage<Transfer>([]);

function serve(extra: (call: ApiCall) => ApiAnswer | undefined = () => undefined) {
  return mockApi((call) => {
    const own = extra(call);
    if (own) return own;
    const path = call.url.pathname;
    if (path === '/api/traslados/opciones') return { body: options };
    if (path === '/api/traslados/articulos') return { body: articles };
    if (path === '/api/menu') return { body: { data: [] } };
    if (['/api/traslados/recientes', '/api/traslados/por-enviar'].includes(path))
      return { body: empty };
    return undefined;
  });
}

const posts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST');

beforeEach(() => stubSignedInBrowser());

describe('/Traslados: requesting a transfer', () => {
  const open = () =>
    renderRoute(<TransfersHomePage route={{ nombre: 'Traslados' }} />, '/Traslados');

  async function addArticle(text: string, title: string, cantidad: string) {
    const select = screen.getByRole('combobox', { name: 'Artículo' });
    fireEvent.mouseDown(select);
    fireEvent.change(select, { target: { value: text } });
    fireEvent.click(await screen.findByTitle(title));
    fireEvent.change(screen.getByLabelText('Cantidad'), { target: { value: cantidad } });
    fireEvent.click(screen.getByRole('button', { name: /Agregar/ }));
  }

  it('shows the spec’s empty states beside the form', async () => {
    serve();
    open();
    expect(await screen.findByText(M.emptyMine)).toBeTruthy();
    expect(await screen.findByText(M.emptyPending)).toBeTruthy();
    expect(await screen.findByText(M.noLines)).toBeTruthy();
  });

  it('checks the form and each line, then asks once and sends once', async () => {
    let answer: (value: ApiAnswer) => void = () => undefined;
    // The POST is held until the test lets it go: a second press meanwhile sends nothing.
    const held = new Promise<ApiAnswer>((resolve) => (answer = resolve));
    const all = mockApi((call) => {
      if (call.method === 'POST') return held;
      const path = call.url.pathname;
      if (path === '/api/traslados/opciones') return { body: options };
      if (path === '/api/traslados/articulos') return { body: articles };
      if (path === '/api/menu') return { body: { data: [] } };
      return { body: empty };
    });
    open();
    const submit = await screen.findByRole('button', { name: /Solicitar traslado/ });
    fireEvent.click(submit);
    expect(await screen.findByText(M.noLines)).toBeTruthy();

    await addArticle('chile', 'ABA-0017 — Chile jalapeño', '-1');
    expect(await screen.findByText(M.positive)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Cantidad'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: /Agregar/ }));
    expect(await screen.findByRole('list', { name: 'Productos por solicitar' })).toBeTruthy();

    fireEvent.click(submit);
    // No origin chosen yet: the form says so and nothing is asked.
    expect(await screen.findByText(M.required)).toBeTruthy();
    expect(screen.queryByText(M.confirmCreate)).toBeNull();

    const origin = screen.getByRole('combobox', { name: 'Sucursal de origen' });
    fireEvent.mouseDown(origin);
    fireEvent.click(await screen.findByTitle('Subway Galerías (SW02)'));
    fireEvent.click(submit);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(M.confirmCreate)).toBeTruthy();
    expect(within(dialog).getByText('Subway Galerías (SW02)')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(await within(dialog).findByText('Procesando...')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /Procesando/ }));
    await waitFor(() => expect(posts(all)).toHaveLength(1));
    const [sent] = posts(all);
    expect(sent?.url.pathname).toBe('/api/traslados');
    expect(sent?.headers.get('idempotency-key')).toBeTruthy();
    expect(sent?.body).toEqual({
      origenId: 2,
      fecha: '2026-11-28',
      lineas: [{ articuloId: 'ABA-0017', cantidad: 3 }],
    });
    answer({ status: 201, body: { successful: M.created(41), trasladoId: 41 } });
    // The form starts again empty.
    expect(await screen.findByText(M.noLines)).toBeTruthy();
    expect(posts(all)).toHaveLength(1);
  });

  it('no longer offers an article already in the lines', async () => {
    serve();
    open();
    await screen.findByRole('button', { name: /Solicitar traslado/ });
    await addArticle('chile', 'ABA-0017 — Chile jalapeño', '2');
    await screen.findByRole('list', { name: 'Productos por solicitar' });
    // Once added it is no longer offered; typed again it cannot be found.
    const select = screen.getByRole('combobox', { name: 'Artículo' });
    fireEvent.mouseDown(select);
    fireEvent.change(select, { target: { value: 'chile' } });
    await waitFor(() => expect(screen.queryByTitle('ABA-0017 — Chile jalapeño')).toBeNull());
  });
});

describe('/Traslados/Mis-traslados', () => {
  const open = () =>
    renderRoute(
      <TransfersMinePage route={{ nombre: 'Mis Traslados' }} />,
      '/Traslados/Mis-traslados',
    );

  it('says so when the branch has none', async () => {
    serve((call) => (call.url.pathname === '/api/traslados/mios' ? { body: empty } : undefined));
    open();
    expect(await screen.findByText(M.emptyMine)).toBeTruthy();
  });

  it('verifies what arrived: three lines scroll, a negative is refused, the rest is sent', async () => {
    const accepted = transfer({ trasladoId: 39, estado: 3, acciones: [] });
    const calls = serve((call) => {
      if (call.url.pathname === '/api/traslados/mios')
        return { body: firstPage([transfer(), accepted]) };
      if (call.method === 'POST')
        return { body: { successful: M.received, estado: 4, version: 4 } };
      return undefined;
    });
    open();
    const row = (await screen.findByRole('cell', { name: '40' })).closest('tr') as HTMLElement;
    const done = (await screen.findByRole('cell', { name: '39' })).closest('tr') as HTMLElement;
    expect(within(done).queryByRole('button', { name: /Verificar/ })).toBeNull();
    expect(within(done).queryByRole('button', { name: /Anular/ })).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: /Verificar/ }));
    const dialog = await screen.findByRole('dialog');
    const list = within(dialog).getByRole('list', { name: 'Artículos del traslado' });
    expect(list.className).toContain('transfer-lines--scroll');
    const first = within(dialog).getByLabelText<HTMLInputElement>(
      'Cantidad recibida de Artículo 1',
    );
    expect(first.value).toBe('4.00');
    fireEvent.change(first, { target: { value: '-2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verificar' }));
    expect(await within(dialog).findByText(M.noNegatives)).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);

    fireEvent.change(first, { target: { value: '3.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.url.pathname).toBe('/api/traslados/40/recibir');
    expect(posts(calls)[0]?.body).toEqual({
      version: 3,
      lineas: [
        { trasladoDetalleId: 101, cantidad: 3.5 },
        { trasladoDetalleId: 102, cantidad: 5 },
        { trasladoDetalleId: 103, cantidad: 5 },
      ],
    });
  });

  it('asks before annulling, and says so when someone else moved it first', async () => {
    const errors = vi.spyOn(toast, 'error');
    const calls = serve((call) => {
      if (call.url.pathname === '/api/traslados/mios') return { body: firstPage([transfer()]) };
      if (call.method === 'POST') return apiError(409, 'CONFLICT', M.stale);
      return undefined;
    });
    open();
    const row = (await screen.findByRole('cell', { name: '40' })).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /Anular/ }));
    expect(await screen.findByText(M.confirmAnnul(40))).toBeTruthy();
    const confirm = screen.getAllByRole('button', { name: 'Anular' }).at(-1)!;
    fireEvent.click(confirm);
    await waitFor(() => expect(posts(calls)[0]?.url.pathname).toBe('/api/traslados/40/anular'));
    expect(posts(calls)[0]?.body).toEqual({ version: 3 });
    await waitFor(() => expect(errors).toHaveBeenCalledWith(M.stale));
  });
});

describe('/Traslados/Revisar', () => {
  const open = () =>
    renderRoute(
      <TransfersReviewPage route={{ nombre: 'Revisar Traslados' }} />,
      '/Traslados/Revisar',
    );
  const asked = (n: number) =>
    transfer({
      trasladoId: 50 + n,
      estado: 1,
      lado: 'origen',
      acciones: ['enviar', 'anular'],
      enviadoPor: null,
      fechaAprobacion: null,
      lineas: Array.from({ length: n }, (_, i) => line(i + 1)),
    });

  it('says so when nothing waits', async () => {
    serve((call) => (call.url.pathname === '/api/traslados/revisar' ? { body: empty } : undefined));
    open();
    expect(await screen.findByText(M.emptyPending)).toBeTruthy();
  });

  it('sends with the quantities typed; the list scrolls from four lines', async () => {
    const calls = serve((call) => {
      if (call.url.pathname === '/api/traslados/revisar')
        return { body: firstPage([asked(3), asked(4)]) };
      if (call.method === 'POST') return { body: { successful: M.sent, estado: 2, version: 4 } };
      return undefined;
    });
    open();
    const three = (await screen.findByRole('cell', { name: '53' })).closest('tr') as HTMLElement;
    fireEvent.click(within(three).getByRole('button', { name: /Enviar/ }));
    let dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByRole('list', { name: 'Artículos del traslado' }).className,
    ).not.toContain('transfer-lines--scroll');
    // What was asked is where sending starts.
    const first = within(dialog).getByLabelText<HTMLInputElement>('Cantidad enviada de Artículo 1');
    expect(first.value).toBe('5.00');
    fireEvent.change(first, { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.url.pathname).toBe('/api/traslados/53/enviar');
    expect(posts(calls)[0]?.body).toMatchObject({
      lineas: [{ trasladoDetalleId: 101, cantidad: 2 }, { cantidad: 5 }, { cantidad: 5 }],
    });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const four = (await screen.findByRole('cell', { name: '54' })).closest('tr') as HTMLElement;
    fireEvent.click(within(four).getByRole('button', { name: /Enviar/ }));
    dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByRole('list', { name: 'Artículos del traslado' }).className,
    ).toContain('transfer-lines--scroll');
  });
});

describe('/Traslados/Diferencias', () => {
  it('says when the report is cut short', async () => {
    serve((call) =>
      call.url.pathname === '/api/traslados/diferencias'
        ? { body: { ...report, truncado: true } }
        : undefined,
    );
    renderRoute(
      <TransfersDifferencesPage route={{ nombre: 'Diferencias de Traslados' }} />,
      '/Traslados/Diferencias',
    );
    expect(await screen.findByText(M.differencesCut(TRANSFER_DIFFERENCES_MAX))).toBeTruthy();
  });

  const report: TransferDifferences = {
    items: [
      {
        mes: '2026-11',
        origen: { sucursalId: 2, nombre: 'Subway Galerías', bodega: 'SW02' },
        destino: { sucursalId: 1, nombre: 'Subway Multiplaza', bodega: 'SW01' },
        articuloId: 'ABA-0017',
        nombre: 'Chile jalapeño',
        unidad: 'Galón',
        enviada: '4.00',
        recibida: '3.00',
        diferencia: '-1.00',
        precio: '6.7300',
        valor: '-6.73',
      },
    ],
    valorTotal: '-6.73',
    truncado: false,
    sucursales: [options.propia, ...options.origenes],
    sucursalFija: false,
    mesActual: '2026-11',
  };

  it('shows each difference with its value, the total, and filters by branch on the server', async () => {
    const calls = serve((call) =>
      call.url.pathname === '/api/traslados/diferencias' ? { body: report } : undefined,
    );
    renderRoute(
      <TransfersDifferencesPage route={{ nombre: 'Diferencias de Traslados' }} />,
      '/Traslados/Diferencias',
    );
    const row = (await screen.findByText('Chile jalapeño')).closest('tr') as HTMLElement;
    expect(within(row).getByText('−1.00')).toBeTruthy();
    expect(within(row).getByText('−$6.73')).toBeTruthy();
    expect(screen.getAllByText('−$6.73')).toHaveLength(2);
    // Not cut short: no warning.
    expect(screen.queryByText(M.differencesCut(TRANSFER_DIFFERENCES_MAX))).toBeNull();
    const first = calls.find((c) => c.url.pathname === '/api/traslados/diferencias');
    expect(first?.url.searchParams.get('desde')).toMatch(/^\d{4}-\d{2}$/);

    const branch = screen.getByRole('combobox', { name: 'Sucursal' });
    fireEvent.mouseDown(branch);
    fireEvent.click(await screen.findByTitle('Subway Galerías (SW02)'));
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.url.pathname === '/api/traslados/diferencias')
          .at(-1)
          ?.url.searchParams.get('sucursalId'),
      ).toBe('2'),
    );
  });
});
