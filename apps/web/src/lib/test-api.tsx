import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import { StyleProvider } from '@ant-design/cssinjs';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { Page } from '@jarvis/contracts/common';
import { ANTD_CONFIG } from '../components/ui/antd-config';
import { LeaveGuards } from './leave-guards';
import { createQueryClient } from './query-client';
import { saveSession } from './session';

/**
 * What feature tests share: a signed-in jsdom browser with what antd needs, a fake API at the fetch
 * boundary, and the providers the shell gives a page. Test code only.
 */
export type ApiCall = { method: string; url: URL; body: unknown; headers: Headers };
export type ApiAnswer = { status?: number; body: unknown };

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

/** A signed-in desktop browser, with what jsdom lacks for antd. */
export function stubSignedInBrowser() {
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

/** Page 1 of a list that holds exactly `items`: the envelope every list endpoint answers with. */
export function firstPage<T>(items: T[], size = 10): Page<T> {
  return { items, total: items.length, totalIsCapped: false, page: 1, size };
}

export function apiError(status: number, code: string, message: string): ApiAnswer {
  return { status, body: { statusCode: status, code, message } };
}

const notFound = apiError(404, 'NOT_FOUND', 'No se encontró el recurso solicitado.');

/**
 * Answers each request with `answer(call)` (a promise may keep it pending); an unknown request gets
 * a 404. Returns the calls; a JSON body is parsed, a multipart body kept as the FormData sent.
 */
export function mockApi(
  answer: (call: ApiCall) => ApiAnswer | undefined | Promise<ApiAnswer | undefined>,
): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const body = init?.body;
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      url: new URL(input, 'http://jarvis.test'),
      body: typeof body === 'string' ? JSON.parse(body) : body,
      headers: new Headers(init?.headers),
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

/**
 * The providers the shell gives a page (antd configured as in the app, components/ui/antd-config: a
 * form focuses its first mistake there too), with antd's styles kept out of jsdom's document. antd
 * writes its CSS-in-JS as <style> rules while components mount, and jsdom matches every rule's
 * selector against the element at each getComputedStyle (antd calls it when a dialog opens, Testing
 * Library's role queries for every candidate): four fifths of the web suite's time went there (a
 * dialog's test 10 s, 0.7 s without). In 'server' mode antd keeps its styles in memory. jsdom draws
 * nothing, so a test loses nothing: none judges what is shown by antd's CSS.
 */
export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <StyleProvider mock="server">
      <ConfigProvider {...ANTD_CONFIG}>
        <QueryClientProvider client={createQueryClient()}>
          <App component={false}>{children}</App>
        </QueryClientProvider>
      </ConfigProvider>
    </StyleProvider>
  );
}

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

/**
 * Renders a page at `path` under its route `pattern` in a data router, as the app's, inside the
 * shell's LeaveGuards (a page or its dialog may block leaving); any other path shows where the app
 * went (`locationShown`). The router is returned for navigating as a menu entry would.
 */
export function renderRoute(node: ReactNode, path: string, pattern = path.split('?')[0] ?? path) {
  const router = createMemoryRouter(
    [
      { path: pattern, element: <LeaveGuards>{node}</LeaveGuards> },
      { path: '*', element: <WhereAmI /> },
    ],
    { initialEntries: [path] },
  );
  const rendered = render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...rendered, router };
}

/** Where the app navigated to (the page itself is gone by then). */
export const locationShown = () => screen.findByTestId('location').then((el) => el.textContent);

/** An API that knows only the installation's business zone (GET /api/config), as the shell reads it. */
export function mockBusinessZone(businessTz: string, utcOffsetMinutes: number): ApiCall[] {
  return mockApi(({ url }) =>
    url.pathname === '/api/config'
      ? { body: { businessTz, utcOffsetMinutes, version: '2.0' } }
      : undefined,
  );
}

/**
 * A dialog's '¿Cerrar sin guardar?' is up and says what would be lost; 'Seguir aquí' answers it and
 * the question goes, leaving the dialog and its work as they were.
 */
export async function keepWorkWhenAsked(lost: string) {
  expect(await screen.findByText(lost)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Seguir aquí' }));
  await waitFor(() => expect(screen.queryByText('¿Cerrar sin guardar?')).toBeNull());
}

/** Answers the dialog's '¿Cerrar sin guardar?' with 'Cerrar sin guardar'. */
export async function discardWorkWhenAsked() {
  fireEvent.click(await screen.findByRole('button', { name: 'Cerrar sin guardar' }));
}
