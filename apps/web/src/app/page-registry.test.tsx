import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { lazyPage, pageFor, type PageProps, type PermittedRoute } from './page-registry';

const route: PermittedRoute = {
  path: '/Compras/orden/:pedidoId',
  ruta: 'Compras/orden',
  nombre: 'Detalle de Pedido',
  modulo: 'Compras',
  componente: 'PurchaseOrder',
};

afterEach(cleanup);

function show(Page: ReturnType<typeof pageFor>) {
  render(
    <MemoryRouter>
      <Suspense fallback={null}>
        <Page route={route} />
      </Suspense>
    </MemoryRouter>,
  );
}

describe('page registry', () => {
  it('serves a module that is not built yet with the under-construction page', async () => {
    show(pageFor('PurchaseOrder'));
    expect(await screen.findByRole('heading', { name: 'Detalle de Pedido' })).toBeTruthy();
    expect(screen.getByText('En construcción')).toBeTruthy();
    expect(screen.getByText('Compras')).toBeTruthy();
  });

  it('loads a real page by its export name', async () => {
    const module = {
      PurchaseOrderPage: ({ route: r }: PageProps) => <h1>Pedido de {r.modulo}</h1>,
    };
    show(lazyPage(() => Promise.resolve(module), 'PurchaseOrderPage'));
    expect(await screen.findByRole('heading', { name: 'Pedido de Compras' })).toBeTruthy();
  });
});
