import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { TICKET_MESSAGES } from '@jarvis/contracts/tickets';
import { LeaveGuards } from '../../lib/leave-guards';
import { TestProviders } from '../../lib/test-api';
import { toast } from '../../lib/toast';
import { TicketFormPage } from './tickets-form-page';
import {
  apiError,
  catalog,
  choose,
  locationShown,
  mockApi,
  openSelect,
  renderPage,
  shownIn,
  stubBrowser,
  type ApiAnswer,
  type ApiCall,
} from './tickets-test-support';

const PATH = '/Tickets/crear-ticket';
let objectUrls: ReturnType<typeof stubBrowser>;

function serve(
  create: (call: ApiCall) => ApiAnswer | Promise<ApiAnswer> | undefined = () => undefined,
) {
  return mockApi((call) => {
    if (call.url.pathname === '/api/tickets/catalogo') return { body: catalog };
    if (call.method === 'POST' && call.url.pathname === '/api/tickets') return create(call);
    return undefined;
  });
}

async function open() {
  const { router } = renderPage(<TicketFormPage route={{ nombre: 'Crear Ticket' }} />, PATH);
  await screen.findByRole('heading', { name: 'Crear Ticket' });
  return router;
}

const photo = (name: string, type = 'image/png') => new File(['img'], name, { type });

function pick(...files: File[]) {
  fireEvent.change(screen.getByLabelText('Fotos del ticket'), { target: { files } });
}

async function fillValidTicket() {
  await choose('Departamento', 'Mantenimiento');
  await choose('Categoría', 'Equipo de cocina');
  await choose('Problema', 'Freidora con fuga');
  fireEvent.change(screen.getByLabelText('Descripción'), {
    target: { value: '  La freidora 1 gotea aceite.  ' },
  });
}

const created: ApiAnswer = {
  status: 201,
  body: { successful: 'Ticket MT-0042 creado', data: { peticionID: 42, mascara: 'MT-0042' } },
};

beforeEach(() => {
  objectUrls = stubBrowser();
});

describe('crear ticket', () => {
  it('offers only the categories of the chosen department and the problems of the chosen category', async () => {
    serve();
    await open();
    await choose('Departamento', 'Mantenimiento');
    await openSelect('Categoría');
    expect(await screen.findByTitle('Fontanería')).toBeTruthy();
    expect(screen.queryByTitle('Insumos')).toBeNull();
    fireEvent.click(screen.getByTitle('Equipo de cocina'));

    await openSelect('Problema');
    expect(await screen.findByTitle('Horno no calienta')).toBeTruthy();
    expect(screen.queryByTitle('Lavadero tapado')).toBeNull();
    fireEvent.click(screen.getByTitle('Horno no calienta'));

    await waitFor(() => expect(shownIn('Problema')).toBe('Horno no calienta'));

    await choose('Departamento', 'Compras');
    await waitFor(() => expect(shownIn('Categoría')).not.toContain('Equipo de cocina'));
    expect(shownIn('Problema')).not.toContain('Horno no calienta');
    await openSelect('Categoría');
    expect(await screen.findByTitle('Insumos')).toBeTruthy();
    expect(screen.queryByTitle('Fontanería')).toBeNull();
  });

  it('asks for department, category and problem one step at a time, and for the description', async () => {
    const calls = serve();
    await open();
    const send = () => fireEvent.click(screen.getByRole('button', { name: /Enviar/ }));
    send();
    expect(await screen.findByText(TICKET_MESSAGES.departmentRequired)).toBeTruthy();
    expect(screen.getByText(TICKET_MESSAGES.descriptionRequired)).toBeTruthy();
    // The later selects are disabled until their step: no message under them yet.
    expect(screen.queryByText(TICKET_MESSAGES.categoryRequired)).toBeNull();
    expect(screen.queryByText(TICKET_MESSAGES.problemRequired)).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Departamento' })),
    );

    await choose('Departamento', 'Mantenimiento');
    send();
    expect(await screen.findByText(TICKET_MESSAGES.categoryRequired)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(TICKET_MESSAGES.departmentRequired)).toBeNull());
    expect(screen.queryByText(TICKET_MESSAGES.problemRequired)).toBeNull();

    await choose('Categoría', 'Equipo de cocina');
    send();
    expect(await screen.findByText(TICKET_MESSAGES.problemRequired)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(TICKET_MESSAGES.categoryRequired)).toBeNull());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('refuses a file that is not a gif, jpeg or png', async () => {
    serve();
    await open();
    pick(photo('notas.txt', 'text/plain'));
    expect((await screen.findByRole('alert')).textContent).toBe(TICKET_MESSAGES.imageType);
    expect(screen.queryByRole('button', { name: /Quitar foto/ })).toBeNull();
    expect(objectUrls.createObjectURL).not.toHaveBeenCalled();
  });

  it('shows 90x60 thumbnails and removes the one that is tapped', async () => {
    serve();
    await open();
    pick(photo('horno.png'), photo('panel.jpg', 'image/jpeg'));
    const first = await screen.findByRole('button', { name: 'Quitar foto 1' });
    expect(screen.getByRole('button', { name: 'Quitar foto 2' })).toBeTruthy();
    expect(screen.getByText('Toque una foto para quitarla')).toBeTruthy();
    const image = first.querySelector('img');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['90', '60']);

    fireEvent.click(first);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Quitar foto 2' })).toBeNull());
    expect(objectUrls.revokeObjectURL).toHaveBeenCalledWith('blob:foto-1');
    const left = screen.getByRole('button', { name: 'Quitar foto 1' }).querySelector('img');
    expect(left?.getAttribute('src')).toBe('blob:foto-2');
  });

  it('asks before leaving a ticket not sent, and keeps it when the user stays', async () => {
    serve();
    const router = await open();
    void router.navigate('/Tickets/Menu');
    expect(await locationShown()).toBe('/Tickets/Menu');

    await router.navigate(PATH);
    fireEvent.change(await screen.findByLabelText('Descripción'), {
      target: { value: 'La freidora 1 gotea aceite.' },
    });
    void router.navigate('/Tickets/Menu');
    const dialog = await screen.findByRole('dialog', { name: '¿Salir sin guardar?' });
    expect(dialog.textContent).toContain('El ticket aún no se ha enviado');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Seguir aquí' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText<HTMLTextAreaElement>('Descripción').value).toBe(
      'La freidora 1 gotea aceite.',
    );
  });

  it('sends the problem, the description and the photos as one multipart request, then opens Mis Tickets', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = serve(() => created);
    await open();
    await fillValidTicket();
    pick(photo('freidora.png'), photo('piso.gif', 'image/gif'));
    await screen.findByRole('button', { name: 'Quitar foto 2' });
    fireEvent.click(screen.getByRole('button', { name: /Enviar/ }));

    expect(await locationShown()).toBe('/Tickets/mis-tickets');
    const sent = calls.find((call) => call.method === 'POST')?.body;
    expect(sent).toBeInstanceOf(FormData);
    const form = sent as FormData;
    expect(form.get('tipoProblemaID')).toBe('301');
    expect(form.get('descripcion')).toBe('La freidora 1 gotea aceite.');
    expect(form.getAll('archivos').map((file) => (file as File).name)).toEqual([
      'freidora.png',
      'piso.gif',
    ]);
    expect(success).toHaveBeenCalledWith('Ticket MT-0042 creado');
  });

  it('reads Subiendo... while sending, then shows why the server refused and keeps the form', async () => {
    let answer: (reply: ApiAnswer) => void = () => undefined;
    serve(() => new Promise<ApiAnswer>((resolve) => (answer = resolve)));
    await open();
    await fillValidTicket();
    pick(photo('freidora.png'));
    fireEvent.click(screen.getByRole('button', { name: /Enviar/ }));

    const sending = await screen.findByRole('button', { name: /Subiendo\.\.\./ });
    expect(sending.hasAttribute('disabled')).toBe(true);
    answer(apiError(415, 'UNSUPPORTED_MEDIA_TYPE', TICKET_MESSAGES.imageType));

    expect(await screen.findByText(TICKET_MESSAGES.imageType)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Enviar/ })).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Descripción').value).toBe(
      '  La freidora 1 gotea aceite.  ',
    );
    expect(shownIn('Problema')).toBe('Freidora con fuga');
    expect(screen.getByRole('button', { name: 'Quitar foto 1' })).toBeTruthy();
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('sends one request for a double click on Enviar, and keeps it disabled until Mis Tickets opens', async () => {
    const success = vi.spyOn(toast, 'success');
    let sent: () => void = () => undefined;
    const firstSent = new Promise<void>((resolve) => (sent = resolve));
    let answer: (reply: ApiAnswer) => void = () => undefined;
    const calls = serve(() => {
      sent();
      return new Promise<ApiAnswer>((resolve) => (answer = resolve));
    });
    // Mis Tickets loads its code on a slow network: the form stays on screen meanwhile.
    let openMine: () => void = () => undefined;
    const router = createMemoryRouter(
      [
        {
          path: PATH,
          element: (
            <LeaveGuards>
              <TicketFormPage route={{ nombre: 'Crear Ticket' }} />
            </LeaveGuards>
          ),
        },
        {
          path: '/Tickets/mis-tickets',
          lazy: () =>
            new Promise((resolve) => {
              openMine = () => resolve({ element: <p>Mis Tickets</p> });
            }),
        },
      ],
      { initialEntries: [PATH] },
    );
    render(
      <TestProviders>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    await screen.findByRole('heading', { name: 'Crear Ticket' });
    await fillValidTicket();
    const send = screen.getByRole('button', { name: /Enviar/ });
    fireEvent.click(send);
    await firstSent;
    // The second press of a double click, once the first request is on its way.
    fireEvent.click(send);
    answer(created);

    await waitFor(() => expect(success).toHaveBeenCalledWith('Ticket MT-0042 creado'));
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    const posts = () => calls.filter((call) => call.method === 'POST');
    expect(posts()).toHaveLength(1);
    expect(posts()[0]?.headers.get('Idempotency-Key')).toMatch(/^[\w-]{32,36}$/);
    // 'Ticket … creado' is out and Mis Tickets not yet here: the button holds.
    const held = screen.getByRole('button', { name: /Subiendo\.\.\./ });
    expect(held.hasAttribute('disabled')).toBe(true);
    fireEvent.click(held);

    openMine();
    expect(await screen.findByText('Mis Tickets')).toBeTruthy();
    expect(posts()).toHaveLength(1);
  });

  it('sends a retry after a network failure with the same key, and a new ticket with a new one', async () => {
    let failNext = true;
    const calls = serve(() => {
      if (!failNext) return created;
      failNext = false;
      return apiError(503, 'SERVICE_UNAVAILABLE', 'El servicio no está disponible.');
    });
    const router = await open();
    await fillValidTicket();
    fireEvent.click(screen.getByRole('button', { name: /Enviar/ }));
    expect(await screen.findByText('El servicio no está disponible.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Enviar/ }));
    expect(await locationShown()).toBe('/Tickets/mis-tickets');

    await router.navigate(PATH);
    await screen.findByRole('heading', { name: 'Crear Ticket' });
    await fillValidTicket();
    fireEvent.click(screen.getByRole('button', { name: /Enviar/ }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(3));
    const keys = calls
      .filter((call) => call.method === 'POST')
      .map((call) => call.headers.get('Idempotency-Key'));
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
