import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import { QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import type { UserPage, UserRow } from '@jarvis/contracts/users';
import { createQueryClient } from '../../lib/query-client';
import { saveSession } from '../../lib/session';

/** Shared set-up of the users feature's tests: a fake API at the fetch boundary. */
export type ApiCall = { method: string; url: URL; body: unknown };
export type ApiAnswer = { status?: number; body: unknown };

/** A signed-in desktop browser, with what jsdom lacks for antd. */
export function stubBrowser() {
  saveSession({ id: 1, authToken: 'tok' });
  stubScreen('desktop');
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
}

/** antd's breakpoints read min-width media queries: a phone matches none of them. */
export function stubScreen(size: 'desktop' | 'phone') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: size === 'desktop' && query.includes('min-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
}

/** Answers each request with `answer(call)`; an unknown request gets a 404. Returns the calls. */
export function mockApi(answer: (call: ApiCall) => ApiAnswer | undefined): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      url: new URL(input, 'http://jarvis.test'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const reply = answer(call) ?? {
      status: 404,
      body: {
        statusCode: 404,
        code: 'NOT_FOUND',
        message: 'No se encontró el recurso solicitado.',
      },
    };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

/** The providers the shell gives a page; toasts are spied on rather than drawn. */
export function renderWithApp(node: ReactNode) {
  return render(
    <ConfigProvider locale={esES}>
      <QueryClientProvider client={createQueryClient()}>
        <App component={false}>{node}</App>
      </QueryClientProvider>
    </ConfigProvider>,
  );
}

export const route = { nombre: 'Usuarios' };

export function userRow(overrides: Partial<UserRow> = {}): UserRow {
  return {
    userID: 10,
    username: 'ana.lopez',
    nombre: 'Ana',
    apellido: 'López',
    posicion: 'Gerente de Restaurante',
    telefono: '7012-3456',
    rol: 'Restaurante',
    correo: 'ana.lopez@grupo-restaurantes.com',
    departamento: 'Operaciones',
    sucursal: 'Metrocentro',
    codEmpleado: 'AL123456',
    vetado: 0,
    foto: null,
    ...overrides,
  };
}

export function userPage(items: UserRow[], overrides: Partial<UserPage> = {}): UserPage {
  return {
    items,
    total: items.length,
    totalIsCapped: false,
    page: 1,
    size: 10,
    canManagePermissions: true,
    canBlock: false,
    ...overrides,
  };
}
