import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ERP_PAGE_MESSAGES,
  type ErpDocument,
  type ErpDocumentPage,
  type ErpHealth,
} from '@jarvis/contracts/erp';
import {
  apiError,
  firstPage,
  mockApi,
  stubScreen,
  renderRoute,
  stubSignedInBrowser,
  type ApiAnswer,
  type ApiCall,
} from '../../lib/test-api';
import { toast } from '../../lib/toast';
import { ErpDocumentsPage } from './erp-documents-page';

const PATH = '/ERP/documentos';
const SAP_ERROR = "Invalid BP code [OPOR.CardCode] , 'P20609988771'";
const REJECTED = 'SAP rechazó el documento. Revise el detalle técnico o consulte al dep. de IT.';

const registered: ErpDocument = {
  documentoId: 12,
  tipo: 'orden',
  origen: 'pedido',
  origenId: 101,
  cardCode: 'PSW0005',
  estado: 'registrado',
  intentos: 1,
  ultimoError: null,
  ultimoErrorDetalle: null,
  guardadoEnSap: false,
  docEntry: 4501,
  docNum: 80012,
  creadoEn: '2026-03-05T14:30:00.000Z',
  actualizadoEn: '2026-03-05T14:31:00.000Z',
  registradoEn: '2026-03-05T14:31:00.000Z',
  proximoIntento: null,
};
const failed: ErpDocument = {
  ...registered,
  documentoId: 13,
  tipo: 'factura',
  origenId: 102,
  estado: 'error',
  intentos: 3,
  ultimoError: REJECTED,
  ultimoErrorDetalle: SAP_ERROR,
  docEntry: null,
  docNum: null,
  registradoEn: null,
};
const savedNotRecorded: ErpDocument = {
  ...failed,
  documentoId: 14,
  origenId: 103,
  ultimoError: ERP_PAGE_MESSAGES.savedNotRecorded,
  ultimoErrorDetalle: 'ETIMEDOUT: connect ETIMEDOUT 10.0.0.5:50000',
  guardadoEnSap: true,
};

function documentPage(items: ErpDocument[]): ErpDocumentPage {
  return {
    ...firstPage(items),
    estados: [
      { estado: 'pendiente', total: 4, totalIsCapped: false },
      { estado: 'enviando', total: 0, totalIsCapped: false },
      { estado: 'registrado', total: 1000, totalIsCapped: true },
      { estado: 'error', total: 2, totalIsCapped: false },
    ],
  };
}

const health: ErpHealth = {
  tipo: 'simulador',
  url: 'http://127.0.0.1:50123/b1s/v1/',
  ok: true,
  mensaje: 'SAP responde con normalidad.',
  detalle: 'http://127.0.0.1:50123',
  ms: 12,
  serieOrdenes: 62,
  serieFacturas: 71,
};

function serve(
  page: ErpDocumentPage,
  extra: (call: ApiCall) => ApiAnswer | undefined = () => undefined,
) {
  return mockApi((call) => {
    if (call.url.pathname === '/api/erp/documentos') return { body: page };
    if (call.url.pathname === '/api/erp/salud') return { body: health };
    return extra(call);
  });
}

const documentCalls = (calls: ApiCall[]) =>
  calls.filter((call) => call.url.pathname === '/api/erp/documentos');

const rowOf = async (documentoId: number) =>
  (await screen.findByRole('cell', { name: String(documentoId) })).closest('tr') as HTMLElement;

function open(path = PATH) {
  return renderRoute(<ErpDocumentsPage route={{ nombre: 'Integración SAP' }} />, path, PATH);
}

beforeEach(() => stubSignedInBrowser());

afterEach(() => {
  vi.useRealTimers();
});

describe('erp documents page', () => {
  it('counts each state in its tab and filters by state on the server', async () => {
    const calls = serve(documentPage([registered, failed]));
    open();
    expect(await screen.findByRole('heading', { name: 'Integración SAP' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Todos 1006+' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Pendiente 4' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Enviando 0' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Registrado 1000+' })).toBeTruthy();
    expect(documentCalls(calls)[0]?.url.search).toBe('?page=1&size=10');

    fireEvent.click(screen.getByRole('tab', { name: 'Error 2' }));
    await waitFor(() =>
      expect(documentCalls(calls).at(-1)?.url.searchParams.get('estado')).toBe('error'),
    );
  });

  it("shows each document's facts, its error in Spanish and SAP's text behind a toggle", async () => {
    serve(documentPage([registered, failed, savedNotRecorded]));
    open();
    const done = within(await rowOf(12));
    expect(done.getByText('Orden de compra')).toBeTruthy();
    expect(done.getByText('Pedido 101')).toBeTruthy();
    expect(done.getByText('PSW0005')).toBeTruthy();
    expect(done.getByText('Registrado')).toBeTruthy();
    expect(done.getByText('80012')).toBeTruthy();
    expect(done.getByText(/^\d{2}\/03\/2026 \d{2}:31$/)).toBeTruthy();
    expect(done.queryByRole('button', { name: /Reintentar/ })).toBeNull();

    const refused = within(await rowOf(13));
    expect(refused.getByText('Factura de proveedor')).toBeTruthy();
    expect(refused.getByText('Error')).toBeTruthy();
    expect(refused.getByText(REJECTED)).toBeTruthy();
    expect(refused.queryByText(ERP_PAGE_MESSAGES.savedNotRecorded)).toBeNull();
    // Issue #51: SAP's or the network's own words are for IT, one click away.
    expect(refused.queryByText(SAP_ERROR)).toBeNull();
    fireEvent.click(refused.getByRole('button', { name: 'Ver detalle técnico' }));
    expect(refused.getByText(SAP_ERROR)).toBeTruthy();

    const held = within(await rowOf(14));
    expect(held.getAllByText(ERP_PAGE_MESSAGES.savedNotRecorded)).toHaveLength(1);
    expect(held.queryByText(/ETIMEDOUT/)).toBeNull();
    fireEvent.click(held.getByRole('button', { name: 'Ver detalle técnico' }));
    expect(held.getByText('ETIMEDOUT: connect ETIMEDOUT 10.0.0.5:50000')).toBeTruthy();
  });

  it('retries a failed document and shows what SAP answered', async () => {
    const success = vi.spyOn(toast, 'success');
    const error = vi.spyOn(toast, 'error');
    let answer: ApiAnswer = {
      body: { error: REJECTED, documento: { ...failed, intentos: 4 } },
    };
    const calls = serve(documentPage([failed]), ({ method, url }) =>
      method === 'POST' && url.pathname === '/api/erp/documentos/13/reintentar'
        ? answer
        : undefined,
    );
    open();
    const retry = within(await rowOf(13)).getByRole('button', { name: /Reintentar/ });

    fireEvent.click(retry);
    await waitFor(() => expect(error).toHaveBeenCalledWith(REJECTED, 5));
    expect(calls.some((call) => call.method === 'POST')).toBe(true);
    await waitFor(() => expect(documentCalls(calls)).toHaveLength(2));

    answer = {
      body: {
        successful: ERP_PAGE_MESSAGES.retried,
        documento: { ...registered, documentoId: 13 },
      },
    };
    fireEvent.click(retry);
    await waitFor(() => expect(success).toHaveBeenCalledWith(ERP_PAGE_MESSAGES.retried));
    await waitFor(() => expect(documentCalls(calls)).toHaveLength(3));
  });

  it('shows the reason when the document is already on its way', async () => {
    const error = vi.spyOn(toast, 'error');
    serve(documentPage([failed]), ({ method }) =>
      method === 'POST' ? apiError(409, 'CONFLICT', ERP_PAGE_MESSAGES.busy) : undefined,
    );
    open();
    fireEvent.click(within(await rowOf(13)).getByRole('button', { name: /Reintentar/ }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(ERP_PAGE_MESSAGES.busy, 5));
  });

  it('shows one card per document on a phone', async () => {
    stubScreen('phone');
    serve(documentPage([registered, failed]));
    open();
    const cards = within(await screen.findByRole('list', { name: 'Documentos' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(2);
    const card = within(cards[1] as HTMLElement);
    expect(card.getByText('#13 · Factura de proveedor')).toBeTruthy();
    expect(card.getByText('Pedido 102')).toBeTruthy();
    expect(card.getByText(REJECTED)).toBeTruthy();
    expect(card.queryByText(SAP_ERROR)).toBeNull();
    fireEvent.click(card.getByRole('button', { name: 'Ver detalle técnico' }));
    expect(card.getByText(SAP_ERROR)).toBeTruthy();
    expect(card.getByRole('button', { name: /Reintentar/ })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('wraps the state filter as buttons on a phone', async () => {
    stubScreen('phone');
    const calls = serve(documentPage([registered, failed]));
    open();
    const filter = within(await screen.findByRole('group', { name: 'Filtrar por estado' }));
    expect(await filter.findByRole('button', { name: 'Todos 1006+', pressed: true })).toBeTruthy();
    fireEvent.click(filter.getByRole('button', { name: 'Error 2' }));
    await waitFor(() =>
      expect(documentCalls(calls).at(-1)?.url.searchParams.get('estado')).toBe('error'),
    );
    expect(filter.getByRole('button', { name: 'Error 2', pressed: true })).toBeTruthy();
  });

  it('says when there are no documents and when the list cannot be loaded', async () => {
    serve(documentPage([]));
    open();
    expect(await screen.findByText('No hay documentos')).toBeTruthy();
    cleanup();

    mockApi((call) =>
      call.url.pathname === '/api/erp/documentos'
        ? apiError(403, 'FORBIDDEN', 'No tiene permiso para realizar esta acción.')
        : { body: health },
    );
    open();
    expect(await screen.findByText('No se pudieron cargar los documentos')).toBeTruthy();
    expect(screen.getByText('No tiene permiso para realizar esta acción.')).toBeTruthy();
  });

  it('follows documents still on their way every 15 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const pending: ErpDocument = {
      ...failed,
      estado: 'pendiente',
      ultimoError: null,
      ultimoErrorDetalle: null,
    };
    const calls = serve(documentPage([pending]));
    open();
    await rowOf(13);
    expect(documentCalls(calls)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(15_000);
    await waitFor(() => expect(documentCalls(calls)).toHaveLength(2));
  });

  it('stops following once every document on the page has settled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = serve(documentPage([registered, failed]));
    open();
    await rowOf(13);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(documentCalls(calls)).toHaveLength(1);
  });

  it('opens on the state tab and page the address names, and writes the tab chosen', async () => {
    const calls = serve({ ...documentPage([failed]), total: 25 });
    const { router } = open(`${PATH}?estado=error&page=2`);
    await rowOf(13);
    expect(documentCalls(calls)).toHaveLength(1);
    expect(documentCalls(calls)[0]?.url.search).toBe('?page=2&size=10&estado=error');
    expect(screen.getByRole('tab', { name: 'Error 2', selected: true })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Pendiente 4' }));
    await waitFor(() => expect(router.state.location.search).toBe('?estado=pendiente'));
    fireEvent.click(screen.getByRole('tab', { name: 'Todos 1006+' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
