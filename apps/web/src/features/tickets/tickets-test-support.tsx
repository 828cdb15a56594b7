import { expect, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SessionUser } from '@jarvis/contracts/auth';
import type { TicketCard, TicketCatalog, TicketDetail } from '@jarvis/contracts/tickets';
import { stubSignedInBrowser } from '../../lib/test-api';

/** Shared set-up of the tickets feature's tests (the fake API and browser live in lib/test-api). */
export {
  apiError,
  locationShown,
  mockApi,
  renderRoute as renderPage,
  type ApiAnswer,
  type ApiCall,
} from '../../lib/test-api';

/** A signed-in desktop browser that can also preview photos (object URLs). */
export function stubBrowser() {
  stubSignedInBrowser();
  let next = 0;
  const objectUrls = {
    createObjectURL: vi.fn(() => `blob:foto-${++next}`),
    revokeObjectURL: vi.fn(),
  };
  Object.assign(URL, objectUrls);
  return objectUrls;
}

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
    pedidoId: null,
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

/** The signed-in user: by default the requester of `ticketDetail()`, Ana López of Metrocentro. */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    userID: 7,
    username: 'ana.lopez',
    nombre: 'Ana',
    apellido: 'López',
    correo: 'ana.lopez@grupo-restaurantes.com',
    telefono: null,
    posicion: 'Artista',
    rol: 'Restaurante',
    rolID: 3,
    departamento: 'Operaciones',
    sucursalID: 4,
    sucursal: 'Metrocentro',
    marca: 'Subway',
    bodega: 'SW04',
    empleadoID: 1007,
    codEmpleado: 'AL000007',
    jefe: null,
    vetado: 0,
    foto: null,
    perfil: null,
    debeCambiarClave: false,
    ...overrides,
  };
}
