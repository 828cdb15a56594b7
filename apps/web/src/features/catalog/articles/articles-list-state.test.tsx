import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ArticlesPage } from './articles-page';
import { PpdPage } from './ppd-page';
import {
  article,
  articlePage,
  mockApi,
  renderPage,
  stubBrowser,
  type ApiCall,
} from './articles-test-support';

/** Both article lists keep their search, chip, filter and page in the address (issue #51). */

function serve(path: string) {
  return mockApi((call) =>
    call.url.pathname === path
      ? { body: { ...articlePage([article()]), total: 45, totalIsCapped: false } }
      : undefined,
  );
}

const asked = (calls: ApiCall[], path: string) =>
  calls.filter((c) => c.url.pathname === path).map((c) => Object.fromEntries(c.url.searchParams));
const chip = (nombre: string) =>
  within(screen.getByRole('group', { name: 'Categorías' })).getByRole('button', {
    name: new RegExp(`^${nombre}`),
  });

beforeEach(() => stubBrowser());

describe('Artículos in the address', () => {
  const PATH = '/Proveedor/articulos';
  const API = '/api/catalogo/articulos';
  const open = (path = PATH) => renderPage(<ArticlesPage route={{ nombre: 'Artículos' }} />, path);

  it('shows the chip, search, estado, page and size the address names', async () => {
    const calls = serve('/api/catalogo/articulos');
    open(`${PATH}?categoriaId=2&buscar=pan&estado=activos&page=2&size=20&ppd=con`);
    await screen.findByText('Pan de ajo 9 pulgadas');
    // 'ppd' is the PPD screen's filter: Artículos does not read it from its address.
    expect(asked(calls, '/api/catalogo/articulos')).toEqual([
      { categoriaId: '2', buscar: 'pan', estado: 'activos', page: '2', size: '20' },
    ]);
    expect(chip('Lácteos').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByPlaceholderText<HTMLInputElement>('Buscar por código o nombre').value).toBe(
      'pan',
    );
    expect(screen.getByTitle('Activos').closest('.ant-segmented-item-selected')).toBeTruthy();
    expect(document.querySelector('.ant-pagination-item-active')?.textContent).toBe('2');
  });

  it('writes a chip, the search and the page into the address, a filter back on page 1', async () => {
    const calls = serve(API);
    const { router } = open();
    await screen.findByText('Pan de ajo 9 pulgadas');
    const where = () => router.state.location.search;

    fireEvent.click(chip('Panadería'));
    await waitFor(() => expect(where()).toBe('?categoriaId=1'));
    fireEvent.change(screen.getByPlaceholderText('Buscar por código o nombre'), {
      target: { value: 'ajo' },
    });
    await waitFor(() => expect(where()).toBe('?categoriaId=1&buscar=ajo'));
    await waitFor(() => expect(asked(calls, API).at(-1)?.buscar).toBe('ajo'));
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(where()).toBe('?categoriaId=1&buscar=ajo&page=2'));
    fireEvent.click(screen.getByText('Inactivos'));
    await waitFor(() => expect(where()).toBe('?categoriaId=1&buscar=ajo&estado=inactivos'));
  });
});

describe('PPD in the address', () => {
  const PATH = '/Proveedor/ppd/';

  it('shows the PPD filter and chip the address names, and writes the one chosen', async () => {
    const calls = serve('/api/catalogo/ppd');
    const { router } = renderPage(
      <PpdPage route={{ nombre: 'PPD' }} />,
      `${PATH}?ppd=sin&categoriaId=1`,
    );
    await screen.findByText('Pan de ajo 9 pulgadas');
    expect(asked(calls, '/api/catalogo/ppd')[0]).toMatchObject({ ppd: 'sin', categoriaId: '1' });
    expect(chip('Panadería').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByText('Con PPD'));
    await waitFor(() => expect(router.state.location.search).toBe('?ppd=con&categoriaId=1'));
  });
});
