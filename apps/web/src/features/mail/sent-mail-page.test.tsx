import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { OutboxItem } from '@jarvis/contracts/mail';
import { stubSignedInBrowser, TestProviders } from '../../lib/test-api';
import { SentMailPage } from './sent-mail-page';

const sent: OutboxItem = {
  correoId: 7,
  para: 'carla.martinez@grupo-restaurantes.com',
  asunto: 'Bienvenida a Jarvis',
  estado: 'enviado',
  intentos: 1,
  error: null,
  adjuntos: [
    { filename: 'credenciales.pdf', contentType: 'application/pdf' },
    { filename: 'manual.pdf', contentType: 'application/pdf' },
  ],
  creadoEn: '2026-03-05T14:30:00.000Z',
  enviadoEn: '2026-03-05T14:30:05.000Z',
};
const failed: OutboxItem = {
  ...sent,
  correoId: 8,
  asunto: 'Pedido aprobado',
  estado: 'error',
  intentos: 3,
  error: 'Buzón lleno',
  adjuntos: [],
  enviadoEn: null,
};

const fetchMock = vi.fn(async (input: string, _init?: RequestInit) =>
  input.startsWith('/api/mail/outbox?')
    ? new Response(
        JSON.stringify({
          items: [sent, failed],
          total: 2,
          totalIsCapped: false,
          page: 1,
          size: 10,
        }),
      )
    : new Response(new Blob(['%PDF-1.4']), { headers: { 'content-type': 'application/pdf' } }),
);

beforeEach(() => {
  stubSignedInBrowser();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockClear();
});

function open() {
  render(
    <TestProviders>
      <SentMailPage route={{ nombre: 'Correos enviados' }} />
    </TestProviders>,
  );
}

describe('sent mail page', () => {
  it('lists the outbox with its state and attachments', async () => {
    open();
    const row = (await screen.findByText('Bienvenida a Jarvis')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Enviado')).toBeTruthy();
    expect(within(row).getByText(/^\d{2}\/\d{2}\/2026 \d{2}:\d{2}$/)).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Descargar credenciales.pdf' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Descargar manual.pdf' })).toBeTruthy();
    const failedRow = screen.getByText('Pedido aprobado').closest('tr') as HTMLElement;
    expect(within(failedRow).getByText('Error')).toBeTruthy();
    expect(within(failedRow).getByText('3')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/mail/outbox?page=1&size=10');
  });

  it('downloads an attachment with the session token', async () => {
    const createObjectURL = vi.fn(() => 'blob:adjunto');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Descargar manual.pdf' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    const [path, init] = fetchMock.mock.calls.at(-1) ?? [];
    expect(path).toBe('/api/mail/outbox/7/adjuntos/1');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('manual.pdf');
  });
});
