import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ArticlePage } from '@jarvis/contracts/articles';
import { toast } from '../../../lib/toast';
import { PpdPage } from './ppd-page';
import {
  article,
  articlePage,
  mockApi,
  renderPage,
  stubBrowser,
  type ApiCall,
} from './articles-test-support';

const pan = article();
const leche = article({ articuloID: 'LAC-010', nombre: 'Leche entera 1 L', ppd: 1 });

function serve(page: ArticlePage) {
  return mockApi((call: ApiCall) => {
    if (call.url.pathname === '/api/catalogo/ppd') return { body: page };
    if (call.method === 'PUT') return { body: { successful: 'PPD activado' } };
    return undefined;
  });
}

const listCalls = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/catalogo/ppd');
const open = () => renderPage(<PpdPage route={{ nombre: 'PPD' }} />, '/Proveedor/ppd/');

beforeEach(() => stubBrowser());

describe('PPD page', () => {
  it('lists each article with its PPD switch and switches it', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = serve(articlePage([pan, leche]));
    open();
    const list = within(await screen.findByLabelText('Artículos'));
    expect(list.getByText('Pan de ajo 9 pulgadas')).toBeTruthy();
    expect(list.getByLabelText('PPD de LAC-010').getAttribute('aria-checked')).toBe('true');
    fireEvent.click(list.getByLabelText('PPD de PAN-001'));
    await waitFor(() => expect(success).toHaveBeenCalledWith('PPD activado'));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/catalogo/ppd/PAN-001');
    expect(put?.body).toEqual({ ppd: 1 });
  });

  it('filters by PPD, category chip and search on the server', async () => {
    const calls = serve(articlePage([pan]));
    open();
    await screen.findByText('Pan de ajo 9 pulgadas');
    fireEvent.click(screen.getByText('Sin PPD'));
    await waitFor(() => expect(listCalls(calls).at(-1)?.url.searchParams.get('ppd')).toBe('sin'));
    fireEvent.click(within(screen.getByLabelText('Categorías')).getByText('Panadería'));
    fireEvent.change(screen.getByPlaceholderText('Buscar por código o nombre'), {
      target: { value: 'ajo' },
    });
    await waitFor(() => {
      const params = listCalls(calls).at(-1)?.url.searchParams;
      expect(params?.get('categoriaId')).toBe('1');
      expect(params?.get('buscar')).toBe('ajo');
      expect(params?.get('ppd')).toBe('sin');
    });
  });

  it('says when no article matches', async () => {
    serve(articlePage([], { totalTodas: 0 }));
    open();
    expect(await screen.findByText('No hay artículos')).toBeTruthy();
  });
});
