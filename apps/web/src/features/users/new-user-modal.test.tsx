import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Employee, UserFormOptions } from '@jarvis/contracts/users';
import { discardWorkWhenAsked, keepWorkWhenAsked } from '../../lib/test-api';
import { toast } from '../../lib/toast';
import { NewUserModal } from './new-user-modal';
import {
  mockApi,
  renderWithApp,
  stubBrowser,
  type ApiAnswer,
  type ApiCall,
} from './users-test-support';

const restaurantManager: UserFormOptions = {
  isAdministrator: false,
  choosesBranch: false,
  emailDomain: 'grupo-restaurantes.com',
  perfil: 'Artista',
  roles: [{ id: 3, nombre: 'Restaurante' }],
  departamentos: [{ id: 7, nombre: 'Operaciones' }],
  posiciones: [
    { id: 20, nombre: 'Artista', departamentoID: 7 },
    { id: 21, nombre: 'Cajero', departamentoID: 7 },
  ],
  sucursales: [{ id: 4, nombre: 'Metrocentro', marca: 'Subway', bodega: 'SW04', esOficina: false }],
  marcas: [
    { id: 2, nombre: 'Humo' },
    { id: 1, nombre: 'Subway' },
  ],
  jefes: [],
  defaults: { rolID: 3, departamentoID: 7, jefe: 1001, sucursalID: 4 },
};

const administrator: UserFormOptions = {
  ...restaurantManager,
  isAdministrator: true,
  perfil: 'Oficina',
  roles: [
    { id: 1, nombre: 'Admin' },
    { id: 2, nombre: 'Oficina' },
  ],
  departamentos: [
    { id: 1, nombre: 'Informática' },
    { id: 7, nombre: 'Operaciones' },
  ],
  posiciones: [
    { id: 30, nombre: 'Técnico de Soporte', departamentoID: 1 },
    { id: 20, nombre: 'Artista', departamentoID: 7 },
  ],
  sucursales: [
    { id: 1, nombre: 'Oficina Central', marca: 'Ninguna', bodega: 'OF01', esOficina: true },
    ...restaurantManager.sucursales,
  ],
  jefes: [{ id: 1001, nombre: 'Rodrigo Hernández', posicion: 'Jefe de Informática' }],
  defaults: { rolID: 2, departamentoID: 1, jefe: null, sucursalID: 1 },
};

const employee: Employee = {
  codEmpleado: 'CM123456',
  nombre: 'Carla',
  apellido: 'Martínez',
  correo: 'carla.martinez@grupo-restaurantes.com',
  telefono: '+503 7012-3456',
  posicionID: 21,
  departamentoID: 7,
  sucursalID: 4,
  jefe: 1001,
};

function serve(
  options: UserFormOptions,
  extra: (call: ApiCall) => ApiAnswer | Promise<ApiAnswer> | undefined = () => undefined,
) {
  return mockApi((call) =>
    call.url.pathname === '/api/users/form-options' ? { body: options } : extra(call),
  );
}

const onClose = vi.fn();

function open() {
  renderWithApp(<NewUserModal open onClose={onClose} />);
  return screen.findByRole('textbox', { name: 'Nombre' });
}

const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByTitle(option));
}

/** `choose` by label: role queries compute every accessible name, slow on antd's DOM. */
async function pick(label: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click(await screen.findByTitle(option));
}

beforeEach(() => stubBrowser());

afterEach(() => {
  onClose.mockReset();
});

describe('new user modal', () => {
  it('writes the phone mask as the user types and explains a phone that does not fit', async () => {
    serve(restaurantManager);
    await open();
    const phone = screen.getByLabelText<HTMLInputElement>(/^Teléfono/);
    fireEvent.change(phone, { target: { value: '70123456' } });
    expect(phone.value).toBe('7012-3456');
    fireEvent.change(phone, { target: { value: '7012-345a' } });
    expect(phone.value).toBe('7012-345');

    fireEvent.click(screen.getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('Formato aceptado: NNNN-NNNN')).toBeTruthy();
    expect(screen.getByText('El campo nombre es obligatorio')).toBeTruthy();
    expect(screen.getByText('El campo posición es obligatorio')).toBeTruthy();
  });

  it('asks before the typed user is lost, and closes at once when nothing was typed', async () => {
    serve(restaurantManager);
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('¿Cerrar sin guardar?')).toBeNull();

    type('Nombre', 'Carla');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await keepWorkWhenAsked('Los datos del usuario nuevo se perderán.');
    expect(screen.getByLabelText<HTMLInputElement>('Nombre').value).toBe('Carla');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await discardWorkWhenAsked();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });

  it('fills the form from an employee and flags a phone longer than the mask', async () => {
    serve(restaurantManager, ({ url }) =>
      url.pathname === '/api/users/empleados/CM123456' ? { body: employee } : undefined,
    );
    await open();
    type(/^Código de empleado/, 'CM123456');
    fireEvent.click(screen.getByRole('button', { name: /Buscar/ }));

    expect(await screen.findByText('Debe contener 9 carácteres')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Nombre').value).toBe('Carla');
    expect(screen.getByLabelText<HTMLInputElement>('Correo').value).toBe(employee.correo);
    expect(screen.getByTitle('Cajero')).toBeTruthy();
    expect(screen.getByText('Datos de Carla Martínez cargados')).toBeTruthy();
  });

  it('shows why an employee code was refused under the field', async () => {
    serve(restaurantManager, ({ url }) =>
      url.pathname.startsWith('/api/users/empleados/')
        ? {
            status: 409,
            body: {
              statusCode: 409,
              code: 'CONFLICT',
              message: 'El empleado ya tiene el usuario @carla.martinez',
            },
          }
        : undefined,
    );
    await open();
    type(/^Código de empleado/, 'CM123456');
    fireEvent.click(screen.getByRole('button', { name: /Buscar/ }));
    expect(await screen.findByText('El empleado ya tiene el usuario @carla.martinez')).toBeTruthy();
  });

  it('leaves role, department, boss and branch to the server for non-administrators', async () => {
    serve(restaurantManager);
    await open();
    expect(screen.queryByRole('combobox', { name: /^Rol/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Departamento/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Jefe/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Sucursal/ })).toBeNull();
    expect(screen.queryByLabelText(/^Marca de compras/)).toBeNull();
    expect(screen.getByText('Únicamente correo empresarial')).toBeTruthy();
    expect(
      screen.getByPlaceholderText('Formato ejemplo: nombre.apellido@grupo-restaurantes.com'),
    ).toBeTruthy();
    const summary = screen.getByText('Se asignará automáticamente').closest('.ant-descriptions');
    expect(within(summary as HTMLElement).getByText('Artista')).toBeTruthy();
    expect(within(summary as HTMLElement).getByText('Usted')).toBeTruthy();
    expect(within(summary as HTMLElement).getByText('Metrocentro')).toBeTruthy();
  });

  it("says an address's format by example, then the group's domain, before sending", async () => {
    serve(restaurantManager);
    await open();
    const correo = screen.getByLabelText('Correo');
    type('Correo', 'carla.martinez');
    fireEvent.blur(correo);
    expect(
      await screen.findByText('Formato ejemplo: nombre.apellido@grupo-restaurantes.com'),
    ).toBeTruthy();
    type('Correo', 'carla.martinez@gmail.com');
    fireEvent.blur(correo);
    // The error names the domain; the hint below the field stays as it was.
    const domainError = 'Debe terminar en @grupo-restaurantes.com';
    expect(await screen.findByText(domainError)).toBeTruthy();
    expect(screen.getByText('Únicamente correo empresarial')).toBeTruthy();
    type('Correo', 'carla.martinez@grupo-restaurantes.com');
    fireEvent.blur(correo);
    await waitFor(() => expect(screen.queryByText(domainError)).toBeNull());
    expect(screen.getByText('Únicamente correo empresarial')).toBeTruthy();
  });

  it('asks a Gerente de Zona to choose the branch', async () => {
    serve({ ...restaurantManager, choosesBranch: true });
    await open();
    expect(screen.getByRole('combobox', { name: 'Sucursal' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('Seleccione la sucursal del nuevo usuario')).toBeTruthy();
  });

  it('lets an administrator choose role, department, boss and branch', async () => {
    serve(administrator);
    await open();
    expect(screen.getByRole('combobox', { name: /^Rol/ })).toBeTruthy();
    expect(screen.getByText('Predeterminado: Oficina')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Departamento/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Jefe/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Sucursal/ })).toBeTruthy();

    await choose('Departamento (opcional)', 'Operaciones');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Posición' }));
    expect(await screen.findByTitle('Artista')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTitle('Técnico de Soporte')).toBeNull());
  });

  it('offers Marca de compras only while the new user’s branch is an office', async () => {
    serve(administrator);
    await open();
    // The default branch is the office.
    expect(screen.getByLabelText(/^Marca de compras/)).toBeTruthy();
    await pick(/^Sucursal/, 'Metrocentro (SW04)');
    await waitFor(() => expect(screen.queryByLabelText(/^Marca de compras/)).toBeNull());
  });

  it('drops the brand chosen when the branch leaves the office', async () => {
    serve(administrator);
    await open();
    await pick(/^Marca de compras/, 'Humo');
    await pick(/^Sucursal/, 'Metrocentro (SW04)');
    // Cleared, the branch is the default one again: the office.
    const branch = screen.getByLabelText(/^Sucursal/).closest('.ant-select') as HTMLElement;
    fireEvent.mouseDown(branch.querySelector('.ant-select-clear') as HTMLElement);
    // The brand chosen was dropped on leaving the office: empty, which reads 'Ninguna'.
    const brand = (await screen.findByLabelText(/^Marca de compras/)).closest(
      '.ant-select',
    ) as HTMLElement;
    expect(within(brand).getByText('Ninguna')).toBeTruthy();
    expect(within(brand).queryByText('Humo')).toBeNull();
  });

  it('sends the brand chosen for an office user', async () => {
    const calls = serve(administrator, ({ method }) =>
      method === 'POST'
        ? {
            body: {
              successful:
                'Usuario @irene.molina creado; se le envió por correo un enlace para elegir su contraseña',
              data: { userID: 41, username: 'irene.molina', codEmpleado: 'IM123456' },
            },
          }
        : undefined,
    );
    await open();
    type('Nombre', 'Irene');
    type('Apellido', 'Molina');
    type('Correo', 'irene.molina@grupo-restaurantes.com');
    await pick(/^Posición/, 'Técnico de Soporte');
    await pick(/^Marca de compras/, 'Subway');
    fireEvent.click(screen.getByText('Registrar'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ marcaID: 1 });
  });

  it('offers Marca de compras to a creator whose staff the server places in the office', async () => {
    serve({
      ...restaurantManager,
      perfil: 'Gerente de Zona',
      sucursales: administrator.sucursales.slice(0, 1),
      defaults: { ...restaurantManager.defaults, sucursalID: 1 },
    });
    await open();
    expect(screen.queryByLabelText(/^Sucursal/)).toBeNull();
    expect(screen.getByLabelText(/^Marca de compras/)).toBeTruthy();
  });

  it('registers the user, closes and says so', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = serve(restaurantManager, ({ method, url }) =>
      method === 'POST' && url.pathname === '/api/users'
        ? {
            body: {
              successful:
                'Usuario @carla.martinez creado; se le envió por correo un enlace para elegir su contraseña',
              data: { userID: 40, username: 'carla.martinez', codEmpleado: 'CM123456' },
            },
          }
        : undefined,
    );
    await open();
    type('Nombre', ' Carla ');
    type('Apellido', 'Martínez');
    type('Correo', 'carla.martinez@grupo-restaurantes.com');
    type(/^Teléfono/, '70123456');
    await choose('Posición', 'Cajero');
    fireEvent.click(screen.getByRole('button', { name: 'Registrar' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      nombre: 'Carla',
      apellido: 'Martínez',
      correo: 'carla.martinez@grupo-restaurantes.com',
      telefono: '7012-3456',
      posicionID: 21,
    });
    expect(success).toHaveBeenCalledWith(
      'Usuario @carla.martinez creado; se le envió por correo un enlace para elegir su contraseña',
    );
  });

  it('puts the server messages under their fields and stays open', async () => {
    serve(restaurantManager, ({ method }) =>
      method === 'POST'
        ? {
            status: 400,
            body: {
              statusCode: 400,
              code: 'VALIDATION_ERROR',
              message: 'Los datos enviados no son válidos.',
              fields: { correo: 'Ya existe un usuario con ese correo' },
            },
          }
        : undefined,
    );
    await open();
    type('Nombre', 'Carla');
    type('Apellido', 'Martínez');
    type('Correo', 'carla.martinez@grupo-restaurantes.com');
    await choose('Posición', 'Cajero');
    fireEvent.click(screen.getByRole('button', { name: 'Registrar' }));

    expect(await screen.findByText('Ya existe un usuario con ese correo')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends one request for a double click on Registrar, and holds the button until it closes', async () => {
    let sent: () => void = () => undefined;
    const firstSent = new Promise<void>((resolve) => (sent = resolve));
    let answer: (reply: ApiAnswer) => void = () => undefined;
    const calls = serve(restaurantManager, ({ method }) => {
      if (method !== 'POST') return undefined;
      sent();
      return new Promise<ApiAnswer>((resolve) => (answer = resolve));
    });
    await open();
    type('Nombre', 'Carla');
    type('Apellido', 'Martínez');
    type('Correo', 'carla.martinez@grupo-restaurantes.com');
    await choose('Posición', 'Cajero');
    const register = screen.getByRole('button', { name: 'Registrar' });
    fireEvent.click(register);
    await firstSent;
    fireEvent.click(register);
    answer({
      status: 201,
      body: {
        successful: 'Usuario @carla.martinez creado',
        data: { userID: 40, username: 'carla.martinez', codEmpleado: 'CM123456' },
      },
    });

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    // Closing (here the page keeps it open): the button still reads it is at work, and holds.
    const held = screen.getByRole('button', { name: /Registrando\.\.\./ });
    fireEvent.click(held);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.headers.get('Idempotency-Key')).toMatch(/^[\w-]{32,36}$/);
  });

  it('sends the retry after a failure with the same key', async () => {
    let failed = false;
    const calls = serve(restaurantManager, ({ method }) => {
      if (method !== 'POST') return undefined;
      if (failed) return undefined;
      failed = true;
      return {
        status: 503,
        body: {
          statusCode: 503,
          code: 'SERVICE_UNAVAILABLE',
          message: 'El servicio no está disponible.',
        },
      };
    });
    await open();
    type('Nombre', 'Carla');
    type('Apellido', 'Martínez');
    type('Correo', 'carla.martinez@grupo-restaurantes.com');
    await choose('Posición', 'Cajero');
    fireEvent.click(screen.getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    fireEvent.click(await screen.findByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    const [first, retry] = calls
      .filter((call) => call.method === 'POST')
      .map((call) => call.headers.get('Idempotency-Key'));
    expect(first).toBeTruthy();
    expect(retry).toBe(first);
  });
});
