import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { lazyPage, pageFor, plainPage, type PageProps, type PermittedRoute } from './page-registry';

const route: PermittedRoute = {
  path: '/Compras/orden/:pedidoId',
  ruta: 'Compras/orden',
  nombre: 'Detalle de Pedido',
  modulo: 'Compras',
  componente: 'PurchaseOrder',
};

function show(Page: ReturnType<typeof pageFor>) {
  render(
    <MemoryRouter>
      <Suspense fallback={<p>Cargando la página</p>}>
        <Page route={route} />
      </Suspense>
    </MemoryRouter>,
  );
}

describe('page registry', () => {
  it('answers a componente it does not know with the 404 page', async () => {
    show(pageFor('SomethingNew'));
    expect(await screen.findByText('Página no encontrada')).toBeTruthy();
  });

  it('loads a real page by its export name', async () => {
    const module = {
      PurchaseOrderPage: ({ route: r }: PageProps) => <h1>Pedido de {r.modulo}</h1>,
    };
    show(lazyPage(() => Promise.resolve(module), 'PurchaseOrderPage'));
    expect(await screen.findByRole('heading', { name: 'Pedido de Compras' })).toBeTruthy();
  });

  it('renders a page whose chunk was preloaded at once, without its fallback', async () => {
    const module = {
      PurchaseOrderPage: ({ route: r }: PageProps) => <h1>Pedido de {r.modulo}</h1>,
    };
    const Page = plainPage(() => Promise.resolve(module), 'PurchaseOrderPage');
    await Page.preload();
    show(Page);
    expect(screen.queryByText('Cargando la página')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Pedido de Compras' })).toBeTruthy();
  });

  it('downloads a page once however often it is preloaded, and again after a failure', async () => {
    let calls = 0;
    const Page = plainPage(async () => {
      calls++;
      if (calls === 1) throw new Error('sin red');
      return { PurchaseOrderPage: () => <h1>Pedido</h1> };
    }, 'PurchaseOrderPage');
    await expect(Page.preload()).rejects.toThrow('sin red');
    await Promise.all([Page.preload(), Page.preload()]);
    expect(calls).toBe(2);
  });
});
