import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ACCESS_REQUEST_MESSAGES,
  type AccessRequest,
  type AccessRequestPage,
} from '@jarvis/contracts/access-requests';
import type { UserFormOptions } from '@jarvis/contracts/users';
import { firstPage, renderRoute } from '../../lib/test-api';
import { toast } from '../../lib/toast';
import { AccessRequestsPage } from './access-requests-page';
import { mockApi, stubBrowser, stubScreen, type ApiCall } from './users-test-support';

const mario: AccessRequest = {
  solicitudId: 7,
  nombreCompleto: 'Mario Alberto Peñate',
  correo: 'mario.penate@grupo-restaurantes.com',
  username: 'mario.penate',
  comentario: 'Subway Multiplaza, cajero',
  estado: 'pendiente',
  creadoEn: '2026-03-02T15:30:00.000Z',
  motivo: null,
  resueltoEn: null,
  resueltoPor: null,
  usuarioCreado: null,
};
const approved: AccessRequest = {
  ...mario,
  solicitudId: 5,
  nombreCompleto: 'Ana Rivas',
  estado: 'aprobada',
  resueltoEn: '2026-03-01T15:30:00.000Z',
  resueltoPor: 'Karla Méndez',
  usuarioCreado: 'ana.rivas',
};

const pageOf = (items: AccessRequest[]): AccessRequestPage => ({
  ...firstPage(items),
  estados: [
    { estado: 'pendiente', total: 1, totalIsCapped: false },
    { estado: 'aprobada', total: 4, totalIsCapped: false },
    { estado: 'rechazada', total: 0, totalIsCapped: false },
  ],
});

const options: UserFormOptions = {
  isAdministrator: false,
  choosesBranch: false,
  emailDomain: 'grupo-restaurantes.com',
  perfil: 'Oficina',
  roles: [],
  departamentos: [{ id: 1, nombre: 'Informática' }],
  posiciones: [{ id: 30, nombre: 'Técnico de Soporte', departamentoID: 1 }],
  sucursales: [
    { id: 1, nombre: 'Oficina Central', marca: 'Ninguna', bodega: 'OF01', esOficina: false },
  ],
  marcas: [],
  jefes: [],
  defaults: { rolID: 2, departamentoID: 1, jefe: 1001, sucursalID: 1 },
};

function serve() {
  return mockApi(({ method, url }) => {
    if (method === 'GET' && url.pathname === '/api/users/solicitudes')
      return { body: pageOf(url.searchParams.get('estado') === 'aprobada' ? [approved] : [mario]) };
    if (method === 'GET' && url.pathname === '/api/users/form-options') return { body: options };
    if (method === 'POST' && url.pathname === '/api/users/solicitudes/7/aprobar')
      return {
        status: 201,
        body: {
          successful: 'Usuario @mario.penate creado',
          data: { userID: 40, username: 'mario.penate', codEmpleado: 'MP123456' },
        },
      };
    if (method === 'POST' && url.pathname === '/api/users/solicitudes/7/rechazar')
      return { body: { successful: ACCESS_REQUEST_MESSAGES.declined(mario.correo) } };
    return undefined;
  });
}

const listCalls = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/users/solicitudes');

const open = (path = '/Usuarios/solicitudes') =>
  renderRoute(<AccessRequestsPage route={{ nombre: 'Solicitudes de acceso' }} />, path);

beforeEach(() => stubBrowser());

describe('access requests page', () => {
  it('lists the pending requests with what IT needs, and every state counted', async () => {
    const calls = serve();
    open();
    expect(await screen.findByText('Mario Alberto Peñate')).toBeTruthy();
    expect(screen.getByText('@mario.penate')).toBeTruthy();
    expect(screen.getByText('Subway Multiplaza, cajero')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Aprobadas 4' })).toBeTruthy();
    expect(listCalls(calls)[0]?.url.searchParams.get('estado')).toBe('pendiente');
  });

  it('creates the user from a request: the form is filled in and the creation approves it', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = serve();
    open();
    fireEvent.click(await screen.findByRole('button', { name: /^Crear usuario/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Registro de Usuario' });
    expect(await within(dialog).findByDisplayValue('Mario Alberto')).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Apellido').value).toBe('Peñate');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Correo').value).toBe(mario.correo);

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Posición' }));
    fireEvent.click(await screen.findByTitle('Técnico de Soporte'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Usuario @mario.penate creado'));
    expect(calls.find((c) => c.url.pathname === '/api/users/solicitudes/7/aprobar')?.body).toEqual({
      nombre: 'Mario Alberto',
      apellido: 'Peñate',
      correo: mario.correo,
      posicionID: 30,
    });
    expect(calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/users')).toBe(false);
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(1));
  });

  it('declines only with a reason, which it sends', async () => {
    const calls = serve();
    open();
    fireEvent.click(await screen.findByRole('button', { name: /^Rechazar la solicitud/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar solicitud' });
    expect(within(dialog).getByText(/recibirá el motivo en mario.penate@/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByText(ACCESS_REQUEST_MESSAGES.motivoRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Motivo'), {
      target: { value: 'No encontramos su contrato' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    await waitFor(() =>
      expect(
        calls.find((c) => c.url.pathname === '/api/users/solicitudes/7/rechazar')?.body,
      ).toEqual({ motivo: 'No encontramos su contrato' }),
    );
  });

  it('keeps the tab in the address, and shows how a resolved request ended', async () => {
    const calls = serve();
    const { router } = open();
    fireEvent.click(await screen.findByRole('tab', { name: 'Aprobadas 4' }));
    expect(await screen.findByText('Usuario creado: @ana.rivas')).toBeTruthy();
    expect(screen.getByText(/Aprobada por Karla Méndez/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Crear usuario/ })).toBeNull();
    expect(router.state.location.search).toBe('?estado=aprobada');
    expect(listCalls(calls).at(-1)?.url.searchParams.get('estado')).toBe('aprobada');
  });

  it('opens on the tab a shared link names', async () => {
    serve();
    open('/Usuarios/solicitudes?estado=aprobada');
    expect(await screen.findByText('Usuario creado: @ana.rivas')).toBeTruthy();
  });

  it('shows one card per request on a phone, with its actions', async () => {
    stubScreen('phone');
    serve();
    open();
    const cards = await screen.findByRole('list', { name: 'Solicitudes de acceso' });
    expect(within(cards).getByText('Mario Alberto Peñate')).toBeTruthy();
    expect(within(cards).getByRole('button', { name: /^Crear usuario/ })).toBeTruthy();
    expect(within(cards).getByRole('button', { name: /^Rechazar/ })).toBeTruthy();
  });
});
