import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TICKET_MESSAGES, type TicketDetail } from '@jarvis/contracts/tickets';
import { discardWorkWhenAsked, keepWorkWhenAsked } from '../../lib/test-api';
import { toast } from '../../lib/toast';
import { TicketDetailPage } from './ticket-detail-page';
import {
  apiError,
  locationShown,
  mockApi,
  renderPage,
  sessionUser,
  stubBrowser,
  ticketDetail,
  type ApiAnswer,
  type ApiCall,
} from './tickets-test-support';

const PATTERN = '/Tickets/detalles/:id/:tipoMenu/:sucursal';

function serve(
  ticket: TicketDetail,
  change: (call: ApiCall) => ApiAnswer | Promise<ApiAnswer> | undefined = () => undefined,
  me = sessionUser(),
) {
  return mockApi((call) => {
    if (call.method === 'GET' && call.url.pathname === '/api/tickets/5') return { body: ticket };
    if (call.method === 'GET' && call.url.pathname === '/api/users/me') return { body: me };
    if (call.method === 'PUT') return change(call);
    return undefined;
  });
}

async function open(tipoMenu: string) {
  renderPage(
    <TicketDetailPage route={{ nombre: 'Detalle de Ticket' }} />,
    `/Tickets/detalles/5/${tipoMenu}/SW04`,
    PATTERN,
  );
  await screen.findByText('Ticket MT-0005');
}

const isEditOffered = () =>
  waitFor(() => screen.getByRole('button', { name: /Modificar Descripción/ })).then(
    () => true,
    () => false,
  );

const detailReads = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.pathname === '/api/tickets/5').length;

const waiting = ticketDetail({ acciones: ['Completado', 'En Espera', 'Cancelado'] });

beforeEach(() => stubBrowser());

afterEach(() => {
  vi.useRealTimers();
});

describe('ticket detail', () => {
  it('shows the ticket facts, with the brand before the branch', async () => {
    const calls = serve(
      ticketDetail({
        estado: 'En Espera',
        fecha_cierre: { etiqueta: 'Completado', fecha: '2026-03-10', Hora: '16:05' },
        realizado_por: 'Carlos Pérez',
        com_en_espera: 'Falta el repuesto',
      }),
    );
    await open('u');
    expect(calls[0]?.url.searchParams.get('tipoMenu')).toBe('u');
    expect(screen.getByText('MT-0005')).toBeTruthy();
    expect(screen.getByText('Subway Metrocentro')).toBeTruthy();
    expect(screen.getByText('Ana López')).toBeTruthy();
    expect(screen.getByText('09/03/2026 14:35')).toBeTruthy();
    expect(screen.getByText('10/03/2026 16:05')).toBeTruthy();
    expect(screen.getByText('Carlos Pérez')).toBeTruthy();
    expect(screen.getByText('Razón de espera')).toBeTruthy();
    expect(screen.getByText('Falta el repuesto')).toBeTruthy();
    expect(screen.queryByText('Razón de cancelación')).toBeNull();
    expect(screen.getByText('El horno 2 no pasa de 80 grados.')).toBeTruthy();
    expect(screen.getByText(/ana\.lopez ·/)).toBeTruthy();
  });

  it('omits the brand of an office branch', async () => {
    serve(ticketDetail({ marca: 'Ninguna', sucursal: 'Oficina Central' }));
    await open('u');
    expect(screen.getByText('Oficina Central')).toBeTruthy();
    expect(screen.queryByText(/Ninguna/)).toBeNull();
  });

  it('gives the details the full width when the ticket has no photos', async () => {
    serve(ticketDetail());
    await open('u');
    expect(screen.queryByText(/^Fotos \(/)).toBeNull();
    expect(document.querySelector('.ticket-detail--no-photos')).toBeTruthy();
    expect(document.querySelector('.ant-carousel')).toBeNull();
  });

  it('shows the photos in a carousel titled with their number', async () => {
    serve(
      ticketDetail({ archivos: [{ file_url: '/files/t/1.png' }, { file_url: '/files/t/2.png' }] }),
    );
    await open('u');
    expect(screen.getByText('Fotos (2)')).toBeTruthy();
    expect(document.querySelector('.ticket-detail--no-photos')).toBeNull();
    expect(document.querySelector('.ant-carousel')).toBeTruthy();
    // react-slick hides the slides off screen from assistive technology, so look them up by alt.
    expect(screen.getByAltText('Foto 1 de 2').getAttribute('src')).toBe('/files/t/1.png');
    expect(screen.getByAltText('Foto 2 de 2').getAttribute('src')).toBe('/files/t/2.png');
  });

  it('offers the collaborator moves only in the collaborator view, as the server lists them', async () => {
    serve(waiting);
    await open('u');
    expect(
      screen.queryByRole('button', { name: /Completar|En Espera|Cancelar|Reanudar/ }),
    ).toBeNull();
    cleanup();

    serve(waiting);
    await open('c');
    expect(screen.getByRole('button', { name: /Completar/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /En Espera/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Cancelar/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Reanudar/ })).toBeNull();
    cleanup();

    serve(ticketDetail({ estado: 'Completado', acciones: ['Abierto'] }));
    await open('c');
    expect(screen.getByRole('button', { name: /Reanudar/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Completar|Cancelar/ })).toBeNull();
  });

  it('asks the reason for a wait and sends it with the version the user saw', async () => {
    const calls = serve(waiting, ({ url }) =>
      url.pathname === '/api/tickets/5/estado'
        ? { body: { successful: 'Ticket En Espera', redirect: '/Tickets/colaboradores' } }
        : undefined,
    );
    await open('c');
    fireEvent.click(screen.getByRole('button', { name: /En Espera/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Razón de Espera' }));
    expect(dialog.getByPlaceholderText('Ingrese la razón')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Confirmar' }));
    expect(await dialog.findByText(TICKET_MESSAGES.reasonRequired)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(dialog.getByPlaceholderText('Ingrese la razón'), {
      target: { value: ' Falta el repuesto ' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      estado: 'En Espera',
      tipoMenu: 'c',
      comentario: 'Falta el repuesto',
      version: 3,
    });
  });

  it('opens Razón de Cancelación for a cancel', async () => {
    serve(waiting);
    await open('c');
    fireEvent.click(screen.getByRole('button', { name: /Cancelar/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Razón de Cancelación' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks before a typed reason is lost, and keeps it on Seguir aquí', async () => {
    const calls = serve(waiting);
    await open('c');
    fireEvent.click(screen.getByRole('button', { name: /En Espera/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Razón de Espera' }));
    const reason = dialog.getByPlaceholderText<HTMLTextAreaElement>('Ingrese la razón');
    fireEvent.change(reason, { target: { value: 'Falta el repuesto' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await keepWorkWhenAsked('La razón que escribió se perderá.');
    expect(reason.value).toBe('Falta el repuesto');

    // The X (as Escape and a click outside) asks the same.
    fireEvent.click(document.querySelector('.ant-modal-close') as HTMLElement);
    await discardWorkWhenAsked();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('goes where the server says three seconds after a state change', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const success = vi.spyOn(toast, 'success');
    const calls = serve(waiting, ({ url }) =>
      url.pathname === '/api/tickets/5/estado'
        ? { body: { successful: 'Ticket Completado', redirect: '/Tickets/colaboradores' } }
        : undefined,
    );
    await open('c');
    fireEvent.click(screen.getByRole('button', { name: /Completar/ }));

    expect(await screen.findByText('Redirigiendo…')).toBeTruthy();
    expect(success).toHaveBeenCalledWith('Ticket Completado');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      estado: 'Completado',
      tipoMenu: 'c',
      version: 3,
    });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByTestId('location')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await locationShown()).toBe('/Tickets/colaboradores');
  });

  it('says the ticket changed meanwhile and reloads it', async () => {
    const error = vi.spyOn(toast, 'error');
    const calls = serve(waiting, () => apiError(409, 'CONFLICT', TICKET_MESSAGES.changedMeanwhile));
    await open('c');
    expect(detailReads(calls)).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: /Completar/ }));

    await waitFor(() => expect(error).toHaveBeenCalledWith(TICKET_MESSAGES.changedMeanwhile, 5));
    await waitFor(() => expect(detailReads(calls)).toBe(2));
    expect(screen.queryByText('Redirigiendo…')).toBeNull();
  });

  it('lets the requester edit the description only while editComment is 1', async () => {
    serve(ticketDetail({ editComment: 0 }));
    await open('u');
    expect(screen.queryByRole('button', { name: /Modificar Descripción/ })).toBeNull();
    cleanup();

    const calls = serve(ticketDetail({ editComment: 1 }), ({ url }) =>
      url.pathname === '/api/tickets/5/descripcion'
        ? { body: { successful: TICKET_MESSAGES.descriptionChanged } }
        : undefined,
    );
    await open('u');
    fireEvent.click(screen.getByRole('button', { name: /Modificar Descripción/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modificar Descripción' }));
    const text = dialog.getByLabelText<HTMLTextAreaElement>('Descripción');
    expect(text.value).toBe('El horno 2 no pasa de 80 grados.');
    fireEvent.change(text, { target: { value: 'El horno 2 no pasa de 60 grados.' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Confirmar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      texto: 'El horno 2 no pasa de 60 grados.',
      version: 3,
    });
    expect(detailReads(calls)).toBe(2);
  });

  it('offers the edit to the requester alone, not to others of the branch who see the ticket', async () => {
    serve(ticketDetail({ editComment: 1 }), undefined, sessionUser({ username: 'gerente.sw04' }));
    await open('u');
    expect(await isEditOffered()).toBe(false);
    cleanup();

    serve(ticketDetail({ editComment: 1 }));
    await open('u');
    expect(await isEditOffered()).toBe(true);
  });

  it('asks before an edited description is lost, and closes at once when untouched', async () => {
    const calls = serve(ticketDetail({ editComment: 1 }));
    await open('u');
    const edit = screen.getByRole('button', { name: /Modificar Descripción/ });
    fireEvent.click(edit);
    let dialog = within(await screen.findByRole('dialog', { name: 'Modificar Descripción' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('¿Cerrar sin guardar?')).toBeNull();

    fireEvent.click(edit);
    dialog = within(await screen.findByRole('dialog', { name: 'Modificar Descripción' }));
    const text = dialog.getByLabelText<HTMLTextAreaElement>('Descripción');
    fireEvent.change(text, { target: { value: 'El horno 2 no enciende.' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await keepWorkWhenAsked('Los cambios a la descripción se perderán.');
    expect(text.value).toBe('El horno 2 no enciende.');

    fireEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await discardWorkWhenAsked();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows Modificando... while the description is being saved', async () => {
    serve(ticketDetail({ editComment: 1 }), () => new Promise<ApiAnswer>(() => undefined));
    await open('u');
    fireEvent.click(screen.getByRole('button', { name: /Modificar Descripción/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modificar Descripción' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Confirmar' }));
    expect(await dialog.findByRole('button', { name: /Modificando\.\.\./ })).toBeTruthy();
  });

  it('says the view is not theirs, not that the ticket does not exist, when the server refuses it', async () => {
    mockApi((call) =>
      call.url.pathname === '/api/tickets/5'
        ? apiError(403, 'FORBIDDEN', TICKET_MESSAGES.noCollaboratorPermission)
        : undefined,
    );
    renderPage(
      <TicketDetailPage route={{ nombre: 'Detalle de Ticket' }} />,
      '/Tickets/detalles/5/c/SW04',
      PATTERN,
    );
    expect(await screen.findByText('Sin acceso a este ticket')).toBeTruthy();
    expect(screen.getAllByText(TICKET_MESSAGES.noCollaboratorPermission).length).toBeGreaterThan(0);
    expect(screen.queryByText('Ticket no encontrado')).toBeNull();
  });

  it('shows the not-found state for a view other than u or c', async () => {
    const calls = serve(ticketDetail());
    renderPage(
      <TicketDetailPage route={{ nombre: 'Detalle de Ticket' }} />,
      '/Tickets/detalles/5/x/SW04',
      PATTERN,
    );
    expect(await screen.findByText('Ticket no encontrado')).toBeTruthy();
    expect(screen.getByText(TICKET_MESSAGES.notFound)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
