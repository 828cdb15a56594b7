import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MailMessage, OutboxItem } from '@jarvis/contracts/mail';
import { renderRoute, stubSignedInBrowser } from '../../lib/test-api';
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

const opened: MailMessage = {
  ...sent,
  encabezados: {
    de: 'Jarvis <jarvis@grupo-restaurantes.com>',
    para: sent.para,
    asunto: sent.asunto,
    fecha: '2026-03-05T14:30:05.000Z',
  },
  texto: 'Hola Carla,\n\nSu cuenta de Jarvis está lista.',
  html: '<p>Hola Carla</p><script>alert(1)</script>',
  adjuntos: [
    { ...sent.adjuntos[0]!, tamano: 12_800, url: '/api/mail/outbox/7/adjuntos/0' },
    { ...sent.adjuntos[1]!, tamano: null, url: '/api/mail/outbox/7/adjuntos/1' },
  ],
};

const fetchMock = vi.fn(async (input: string, _init?: RequestInit) => {
  if (input.startsWith('/api/mail/outbox?'))
    return new Response(
      JSON.stringify({
        items: [sent, failed],
        total: 2,
        totalIsCapped: false,
        page: 1,
        size: 10,
      }),
    );
  if (input === '/api/mail/outbox/7') return new Response(JSON.stringify(opened));
  return new Response(new Blob(['%PDF-1.4']), { headers: { 'content-type': 'application/pdf' } });
});

beforeEach(() => {
  stubSignedInBrowser();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockClear();
});

function open() {
  renderRoute(<SentMailPage route={{ nombre: 'Correos enviados' }} />, '/Usuarios/correos');
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

  it('opens a message from its subject: headers, its text and its attachments', async () => {
    const createObjectURL = vi.fn(() => 'blob:adjunto');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Bienvenida a Jarvis' }));

    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Jarvis <jarvis@grupo-restaurantes.com>')).toBeTruthy();
    expect(within(drawer).getByText('carla.martinez@grupo-restaurantes.com')).toBeTruthy();
    expect(within(drawer).getAllByText('Bienvenida a Jarvis').length).toBeGreaterThan(0);
    expect(within(drawer).getByText('Enviado')).toBeTruthy();
    const text = within(drawer).getByText(/Su cuenta de Jarvis está lista/);
    expect(text.textContent).toBe(opened.texto);
    // The HTML body is never put in the page.
    expect(drawer.querySelector('script, iframe')).toBeNull();
    expect(within(drawer).getByText(/versión HTML/)).toBeTruthy();
    expect(within(drawer).getByText('Adjuntos (2)')).toBeTruthy();
    expect(within(drawer).getByText('12,5 KB')).toBeTruthy();
    expect(within(drawer).getByText('Ya no está disponible')).toBeTruthy();
    expect(
      within(drawer).getByRole('button', { name: 'Descargar manual.pdf' }).hasAttribute('disabled'),
    ).toBe(true);

    fireEvent.click(within(drawer).getByRole('button', { name: 'Descargar credenciales.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(fetchMock.mock.calls.map(([path]) => path)).toContain('/api/mail/outbox/7/adjuntos/0');
  });

  it('opens a message from anywhere on its row, but a download only downloads', async () => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(), revokeObjectURL: vi.fn() }),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Descargar manual.pdf' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([path]) => path)).toContain('/api/mail/outbox/7/adjuntos/1'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const [firstRowAddress] = screen.getAllByText('carla.martinez@grupo-restaurantes.com');
    fireEvent.click(firstRowAddress!);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([path]) => path)).toContain('/api/mail/outbox/7');
  });
});
