import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  DOWNLOAD_MESSAGES as M,
  type DownloadOptions,
  type DownloadSummary,
} from '@jarvis/contracts/orders-downloads';
import { renderRoute, stubSignedInBrowser } from '../../lib/test-api';
import { toast } from '../../lib/toast';
import { OrderDownloadsPage } from './order-downloads-page';

const PATH = '/Compras/descargas';
const BASE = '/api/pedidos/descargas';
const FILE = 'entrega-PSW0002-2026-12-01.xlsx';

const options: DownloadOptions = {
  proveedores: [{ proveedorId: 7, nombre: 'Distribuidora del Valle', codigo: 'PSW0002' }],
  sucursales: [
    { sucursalId: 1, nombre: 'Subway Multiplaza', bodega: 'SW01' },
    { sucursalId: 2, nombre: 'Subway Galerías', bodega: 'SW02' },
  ],
  sucursalPropia: null,
  hoy: '2026-12-01',
};

const summary: DownloadSummary = {
  proveedor: { proveedorId: 7, nombre: 'Distribuidora del Valle', codigo: 'PSW0002' },
  sucursal: null,
  fecha: '2026-12-01',
  estado: 2,
  pedidos: 3,
  sucursales: 2,
  lineas: 6,
  articulos: 3,
};

type Answer = Response | Promise<Response>;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API at the fetch boundary; the file comes as the server streams it. */
function serve(answers: {
  options?: DownloadOptions;
  summary?: () => Answer;
  file?: () => Answer;
}) {
  const calls: { url: URL; headers: Headers }[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://jarvis.test');
    calls.push({ url, headers: new Headers(init?.headers) });
    if (url.pathname === `${BASE}/opciones`) return json(answers.options ?? options);
    if (url.pathname === `${BASE}/resumen`) return (answers.summary ?? (() => json(summary)))();
    if (url.pathname === `${BASE}/excel` && answers.file) return answers.file();
    return json({ statusCode: 404, code: 'NOT_FOUND', message: 'No existe' }, 404);
  });
  return calls;
}

const open = () => renderRoute(<OrderDownloadsPage route={{ nombre: 'Descargas' }} />, PATH);

async function chooseSupplier() {
  const select = await screen.findByRole('combobox', { name: 'Proveedor' });
  fireEvent.mouseDown(select);
  fireEvent.click(await screen.findByTitle('Distribuidora del Valle (PSW0002)'));
}

async function chooseToday() {
  fireEvent.mouseDown(screen.getByPlaceholderText('Seleccione la fecha'));
  fireEvent.click(screen.getByPlaceholderText('Seleccione la fecha'));
  // The form's own 'Hoy' (the business's today), not the calendar's.
  const presets = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('.ant-picker-presets');
    if (!found) throw new Error('calendar not open');
    return found;
  });
  fireEvent.click(within(presets).getByText('Hoy'));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /Descargar/ }));

async function fillAndSubmit() {
  await chooseSupplier();
  await chooseToday();
  fireEvent.click(screen.getByRole('radio', { name: 'Abierto' }));
  submit();
}

let click: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  stubSignedInBrowser();
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:archivo'), revokeObjectURL: vi.fn() });
  click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('downloads', () => {
  it("refuses an empty form with the spec's messages, and asks the server nothing", async () => {
    const calls = serve({});
    const error = vi.spyOn(toast, 'error');
    open();
    await screen.findByRole('combobox', { name: 'Proveedor' });
    submit();
    expect(await screen.findByText(M.chooseSupplier)).toBeTruthy();
    expect(screen.getByText(M.chooseDate)).toBeTruthy();
    expect(screen.getByText(M.chooseState)).toBeTruthy();
    expect(error).toHaveBeenCalledWith('No se permiten campos vacíos');
    expect(calls.some((c) => c.url.pathname.endsWith('/resumen'))).toBe(false);
  });

  it('names only the fields still empty', async () => {
    serve({});
    const error = vi.spyOn(toast, 'error');
    open();
    await chooseSupplier();
    submit();
    expect(await screen.findByText('No ha seleccionado fecha')).toBeTruthy();
    expect(screen.getByText('Debe seleccionar un estado')).toBeTruthy();
    expect(screen.queryByText(M.chooseSupplier)).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it('shows what the files hold, then streams the Excel with its progress', async () => {
    let finish = () => {};
    const rest = new Promise<void>((resolve) => (finish = resolve));
    const calls = serve({
      file: () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(new Uint8Array(3 * 1024));
              void rest.then(() => {
                controller.enqueue(new Uint8Array(2 * 1024));
                controller.close();
              });
            },
          }),
          { headers: { 'content-disposition': `attachment; filename="${FILE}"` } },
        ),
    });
    open();
    await fillAndSubmit();
    expect(
      await screen.findByText('3 pedidos · 2 sucursales · 3 productos · 6 líneas'),
    ).toBeTruthy();
    const contents = screen.getByRole('region', { name: 'Contenido de la descarga' });
    expect(within(contents).getByText('Todas las sucursales')).toBeTruthy();
    expect(within(contents).getByText('01/12/2026')).toBeTruthy();
    const asked = calls.find((c) => c.url.pathname === `${BASE}/resumen`)!;
    expect(Object.fromEntries(asked.url.searchParams)).toEqual({
      proveedorId: '7',
      fecha: '2026-12-01',
      estado: '2',
    });

    fireEvent.click(screen.getByRole('button', { name: /Excel/ }));
    expect(await screen.findByText('Descargando Excel… 3 KB recibidos')).toBeTruthy();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(screen.getByRole('button', { name: /PDF A3/ }).hasAttribute('disabled')).toBe(true);
    finish();
    expect(await screen.findByText(`Descargado: ${FILE}`)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(FILE);
    const file = calls.find((c) => c.url.pathname === `${BASE}/excel`)!;
    expect(file.headers.get('authorization')).toBe('Bearer tok');
    expect(file.url.searchParams.get('proveedorId')).toBe('7');
  });

  it('says so when the selection holds no orders, with nothing to download', async () => {
    serve({
      summary: () => json({ ...summary, pedidos: 0, sucursales: 0, lineas: 0, articulos: 0 }),
    });
    open();
    await fillAndSubmit();
    expect(await screen.findByText(M.nothingToDownload)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Excel/ })).toBeNull();
  });

  it('says why a download failed, and lets the user try again', async () => {
    serve({
      file: () => json({ statusCode: 404, code: 'NOT_FOUND', message: M.nothingToDownload }, 404),
    });
    open();
    await fillAndSubmit();
    fireEvent.click(await screen.findByRole('button', { name: /Excel/ }));
    expect(await screen.findByText(M.nothingToDownload)).toBeTruthy();
    expect(click).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Excel/ }).hasAttribute('disabled')).toBe(false);
  });

  it("shows the server's refusal under its field", async () => {
    serve({
      summary: () =>
        json(
          {
            statusCode: 400,
            code: 'VALIDATION_ERROR',
            message: M.supplierNotYours,
            fields: { proveedorId: M.supplierNotYours },
          },
          400,
        ),
    });
    open();
    await fillAndSubmit();
    await waitFor(() => expect(screen.getAllByText(M.supplierNotYours)).toHaveLength(2));
  });

  it("fixes a Restaurante user's branch to their own", async () => {
    const own = options.sucursales[0]!;
    serve({ options: { ...options, sucursales: [own], sucursalPropia: own } });
    open();
    const branch = await screen.findByRole('combobox', { name: 'Sucursal' });
    expect(branch.hasAttribute('disabled')).toBe(true);
    expect(screen.getByTitle('Subway Multiplaza (SW01)')).toBeTruthy();
  });
});
