import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Article, ArticlePage } from '@jarvis/contracts/articles';
import type { Category } from '@jarvis/contracts/catalog';
import type { PricePage, SupplierPrice } from '@jarvis/contracts/prices';
import type { SupplierRow } from '@jarvis/contracts/suppliers';
import { firstPage, TestProviders } from '../../../lib/test-api';

/** Shared set-up of the article screens' tests (the fake API and browser live in lib/test-api). */
export {
  apiError,
  mockApi,
  stubScreen,
  stubSignedInBrowser as stubBrowser,
  type ApiAnswer,
  type ApiCall,
} from '../../../lib/test-api';

/**
 * The page inside a router at `path` (its query: the list's state), with a stand-in for where its
 * links lead; the router is returned to read where the page wrote its state.
 */
export function renderPage(node: ReactNode, path = '/Proveedor/articulos') {
  const router = createMemoryRouter(
    [
      { path: path.split('?')[0] ?? path, element: node },
      { path: '/Proveedor/ppd/', element: <p>Página PPD</p> },
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

export const renderWithApp = (node: ReactNode) => render(<TestProviders>{node}</TestProviders>);

export const categories: Category[] = [
  { categoriaID: 1, nombre: 'Panadería', icono: 'ShopOutlined', estado: 1, ppd: 0 },
  { categoriaID: 2, nombre: 'Lácteos', icono: 'GoldOutlined', estado: 1, ppd: 0 },
  { categoriaID: 3, nombre: 'Retirada', icono: 'InboxOutlined', estado: 0, ppd: 0 },
];

export function article(overrides: Partial<Article> = {}): Article {
  return {
    articuloID: 'PAN-001',
    articuloID_ficticio: 'F-PAN-001',
    nombre: 'Pan de ajo 9 pulgadas',
    unidad: 'CAJA',
    unidad_venta: 'UNIDAD',
    cantidadCompra: '24.0000',
    cantidadVenta: '1.0000',
    minIngresoInv: '1.000000',
    maxIngresoInv: '50.500000',
    estado: 1,
    ppd: 0,
    generico: 0,
    isActive: 1,
    categoriaID: 1,
    categoria: 'Panadería',
    icono: 'ShopOutlined',
    proveedores: 3,
    proveedoresActivos: 2,
    version: 4,
    ...overrides,
  };
}

export function articlePage(items: Article[], overrides: Partial<ArticlePage> = {}): ArticlePage {
  return {
    ...firstPage(items),
    categorias: [
      { ...categories[0]!, total: 7 },
      { ...categories[1]!, total: 3 },
    ],
    totalTodas: 10,
    ...overrides,
  };
}

export function priceRow(overrides: Partial<SupplierPrice> = {}): SupplierPrice {
  return {
    id: 31,
    articuloID: 'PAN-001',
    articulo: 'Pan de ajo 9 pulgadas',
    unidad: 'CAJA',
    cantidadCompra: '24.0000',
    categoria: 'Panadería',
    articuloEstado: 1,
    proveedorID: 7,
    proveedor: 'Panificadora Central',
    codigoProveedor: 'PSW0001',
    marca: 'Subway',
    precio: '12.5000',
    estado: 1,
    actualizadoEn: '2026-03-02T15:04:00.000Z',
    cambios: 2,
    puedeEditar: true,
    version: 9,
    ...overrides,
  };
}

export function pricePage(items: SupplierPrice[], overrides: Partial<PricePage> = {}): PricePage {
  return {
    ...firstPage(items),
    marca: 'Subway',
    marcas: [
      { marca: 'Subway', total: 40 },
      { marca: 'Humo', total: 12 },
    ],
    marcaUsuario: 'Subway',
    proveedores: [{ proveedorID: 7, nombre: 'Panificadora Central', codigo: 'PSW0001' }],
    ...overrides,
  };
}

export function supplier(overrides: Partial<SupplierRow> = {}): SupplierRow {
  return {
    proveedorID: 7,
    codigo: 'PSW0001',
    nombre: 'Panificadora Central',
    nombre_abrv: 'Panificadora',
    marca: 'Subway',
    telefono: '2222-3333',
    correo: 'ventas@panificadora.com',
    direccion: null,
    descripcion: '',
    max_productos: 15,
    estado: 1,
    WTLiable: false,
    version: 1,
    puedeEditar: true,
    ...overrides,
  };
}

export const type = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

const OPEN_DROPDOWN = '.ant-select-dropdown:not(.ant-select-dropdown-hidden)';

/**
 * Opens an antd Select once any other dropdown has closed: a mouse-down while the last one is still
 * closing would toggle it shut again.
 */
export async function openSelect(label: string, container: HTMLElement = document.body) {
  await waitFor(() => expect(document.querySelector(OPEN_DROPDOWN)).toBeNull());
  fireEvent.mouseDown(within(container).getByLabelText(label));
}

/** The texts of the options the open dropdown offers. */
export const offeredOptions = () =>
  [...document.querySelectorAll(`${OPEN_DROPDOWN} .ant-select-item-option-content`)].map(
    (option) => option.textContent,
  );

/** Opens an antd Select by its accessible name and picks the option whose text is `text`. */
export async function choose(label: string, text: string) {
  await openSelect(label);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll(`${OPEN_DROPDOWN} .ant-select-item-option`)].find(
      (o) => o.textContent?.trim() === text,
    );
    if (!found) throw new Error(`No option ${text}`);
    return found;
  });
  fireEvent.click(option);
}

/** The confirmation dialog open with `title` (antd writes the title twice, once for readers). */
export async function confirmation(title: string) {
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(within(dialog).getAllByText(title).length).toBeGreaterThan(0));
  return dialog;
}

/**
 * The button showing `text`. Role queries with a name ask jsdom for the computed style of every
 * candidate and its ancestors, which costs seconds under antd's styles: dialogs use this instead.
 */
export function buttonIn(container: HTMLElement, text: string): HTMLElement {
  const button = within(container).getByText(text, { selector: 'button > span' }).closest('button');
  if (!button) throw new Error(`No button ${text}`);
  return button;
}
