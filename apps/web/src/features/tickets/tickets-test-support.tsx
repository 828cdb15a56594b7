import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { expect, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { TicketCard, TicketCatalog, TicketDetail } from '@jarvis/contracts/tickets';
import { createQueryClient } from '../../lib/query-client';
import { saveSession } from '../../lib/session';

/** Shared set-up of the tickets feature's tests: a fake API at the fetch boundary. */
export type ApiCall = { method: string; url: URL; body: unknown };
export type ApiAnswer = { status?: number; body: unknown };

/** A signed-in desktop browser, with what jsdom lacks for antd and for photo previews. */
export function stubBrowser() {
  saveSession({ id: 1, authToken: 'tok' });
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
  // jsdom cannot style pseudo-elements (antd measures the scrollbar when a modal opens).
  const getComputedStyle = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => getComputedStyle(element));
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  let next = 0;
  const objectUrls = {
    createObjectURL: vi.fn(() => `blob:foto-${++next}`),
    revokeObjectURL: vi.fn(),
  };
  Object.assign(URL, objectUrls);
  return objectUrls;
}

const notFound: ApiAnswer = {
  status: 404,
  body: { statusCode: 404, code: 'NOT_FOUND', message: 'No se encontró el recurso solicitado.' },
};

/**
 * Answers each request with `answer(call)` (a promise may keep it pending); an unknown request gets
 * a 404. Returns the calls; a multipart body is kept as the FormData that was sent.
 */
export function mockApi(
  answer: (call: ApiCall) => ApiAnswer | Promise<ApiAnswer> | undefined,
): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const body = init?.body;
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      url: new URL(input, 'http://jarvis.test'),
      body: typeof body === 'string' ? JSON.parse(body) : body,
    };
    calls.push(call);
    const reply = (await answer(call)) ?? notFound;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

export function apiError(status: number, code: string, message: string): ApiAnswer {
  return { status, body: { statusCode: status, code, message } };
}

function WhereAmI() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/** Renders a page at `path` under its route `pattern`; any other path shows where the app went. */
export function renderPage(node: ReactNode, path: string, pattern = path) {
  return render(
    <ConfigProvider locale={esES}>
      <QueryClientProvider client={createQueryClient()}>
        <App component={false}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={pattern} element={node} />
              <Route path="*" element={<WhereAmI />} />
            </Routes>
          </MemoryRouter>
        </App>
      </QueryClientProvider>
    </ConfigProvider>,
  );
}

/** Where the app navigated to (the page itself is gone by then). */
export const locationShown = () => screen.findByTestId('location').then((el) => el.textContent);

/** Opens an antd Select by its accessible name (once enabled) and returns it. */
export async function openSelect(label: string) {
  const select = screen.getByRole('combobox', { name: label });
  await waitFor(() => expect(select.hasAttribute('disabled')).toBe(false));
  fireEvent.mouseDown(select);
  return select;
}

/** The text an antd Select shows (its chosen option, or its placeholder). */
export const shownIn = (label: string) =>
  screen.getByRole('combobox', { name: label }).closest('.ant-select')?.textContent ?? '';

/** Opens an antd Select by its accessible name and picks an option by its text. */
export async function choose(label: string, option: string) {
  await openSelect(label);
  fireEvent.click(await screen.findByTitle(option));
}

export const catalog: TicketCatalog = {
  departamentos: [
    { departamentoID: 3, nombre: 'Mantenimiento' },
    { departamentoID: 4, nombre: 'Compras' },
  ],
  categorias: [
    { categoriaID: 30, nombre: 'Equipo de cocina', departamentoID: 3 },
    { categoriaID: 31, nombre: 'Fontanería', departamentoID: 3 },
    { categoriaID: 40, nombre: 'Insumos', departamentoID: 4 },
  ],
  problemas: [
    { tipoProblemaID: 300, nombre: 'Horno no calienta', categoriaID: 30 },
    { tipoProblemaID: 301, nombre: 'Freidora con fuga', categoriaID: 30 },
    { tipoProblemaID: 310, nombre: 'Lavadero tapado', categoriaID: 31 },
    { tipoProblemaID: 400, nombre: 'Falta de vasos', categoriaID: 40 },
  ],
};

export function ticketCard(overrides: Partial<TicketCard> = {}): TicketCard {
  return {
    peticionID: 5,
    mascara: 'MT-0005',
    problema: 'Horno no calienta',
    categoria: 'Equipo de cocina',
    departamento: 'Mantenimiento',
    estado: 'Abierto',
    fecha: '2026-03-09',
    Hora: '14:35:00',
    sucursal: 'Metrocentro',
    bodega: 'SW04',
    marca: 'Subway',
    tieneRazon: false,
    ...overrides,
  };
}

export function ticketDetail(overrides: Partial<TicketDetail> = {}): TicketDetail {
  return {
    peticionID: 5,
    mascara: 'MT-0005',
    categoria: 'Equipo de cocina',
    problema: 'Horno no calienta',
    departamento: 'Mantenimiento',
    solicitado_por: 'Ana López',
    username: 'ana.lopez',
    sucursal: 'Metrocentro',
    bodega: 'SW04',
    marca: 'Subway',
    estado: 'Abierto',
    fecha: '2026-03-09',
    Hora: '14:35:00',
    fecha_cierre: null,
    descripcion: 'El horno 2 no pasa de 80 grados.',
    com_en_espera: null,
    com_cancelado: null,
    editComment: 0,
    realizado_por: null,
    archivos: [],
    acciones: [],
    version: 3,
    historial: [
      {
        fecha: '2026-03-09T20:35:00.000Z',
        usuario: 'ana.lopez',
        accion: 'Creado',
        detalle: null,
      },
    ],
    ...overrides,
  };
}
