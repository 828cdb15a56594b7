import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { OutboxItem } from '@jarvis/contracts/mail';
import { mockApi, renderRoute, stubSignedInBrowser, type ApiCall } from '../../lib/test-api';
import { SentMailPage } from './sent-mail-page';

/** 'Correos enviados' keeps its page in the address (issue #51). */

const PATH = '/Usuarios/correos';

const mail: OutboxItem = {
  correoId: 7,
  para: 'carla.martinez@grupo-restaurantes.com',
  asunto: 'Bienvenida a Jarvis',
  estado: 'enviado',
  intentos: 1,
  error: null,
  adjuntos: [],
  creadoEn: '2026-03-05T14:30:00.000Z',
  enviadoEn: '2026-03-05T14:30:05.000Z',
};

function serve() {
  return mockApi(({ url }) =>
    url.pathname === '/api/mail/outbox'
      ? { body: { items: [mail], total: 35, totalIsCapped: false, page: 1, size: 10 } }
      : undefined,
  );
}

const pagesAsked = (calls: ApiCall[]) =>
  calls
    .filter((c) => c.url.pathname === '/api/mail/outbox')
    .map((c) => c.url.searchParams.get('page'));

beforeEach(() => stubSignedInBrowser());

describe('sent mail in the address', () => {
  it('opens on the page the address names, and writes the page turned to', async () => {
    const calls = serve();
    const { router } = renderRoute(
      <SentMailPage route={{ nombre: 'Correos enviados' }} />,
      `${PATH}?page=3`,
    );
    await screen.findAllByText('Bienvenida a Jarvis');
    expect(pagesAsked(calls)).toEqual(['3']);

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(pagesAsked(calls).at(-1)).toBe('2'));
  });
});
