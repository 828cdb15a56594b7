import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { PriceHistory } from '@jarvis/contracts/prices';
import { formatInstant } from '../../../lib/format';
import { PriceHistoryDrawer } from './price-history';
import { mockApi, priceRow, renderWithApp, stubBrowser } from '../articles/articles-test-support';

const history: PriceHistory = {
  id: 31,
  articuloID: 'PAN-001',
  articulo: 'Pan de ajo 9 pulgadas',
  proveedor: 'Panificadora Central',
  precio: '12.5000',
  cambios: [
    {
      historialId: 2,
      fecha: '2026-03-02T15:04:00.000Z',
      usuario: 'compras',
      precioAnterior: '10.0000',
      precioNuevo: '12.5000',
      variacion: '25.00',
    },
    {
      historialId: 1,
      fecha: '2026-01-10T18:30:00.000Z',
      usuario: null,
      precioAnterior: '10.4167',
      precioNuevo: '10.0000',
      variacion: '-4.00',
    },
  ],
};

function open(answer: PriceHistory) {
  const calls = mockApi((call) =>
    call.url.pathname === '/api/catalogo/precios/31/historial' ? { body: answer } : undefined,
  );
  renderWithApp(
    <PriceHistoryDrawer row={priceRow()} open onClose={vi.fn()} afterClose={vi.fn()} />,
  );
  return calls;
}

beforeEach(() => stubBrowser());

describe('price history', () => {
  it('lists each change with its date, user, old and new price and a coloured variation', async () => {
    open(history);
    const list = await screen.findByLabelText('Cambios de precio');
    const [rise, fall] = within(list).getAllByRole('listitem');
    const first = within(rise!);
    expect(first.getByText(formatInstant('2026-03-02T15:04:00.000Z'))).toBeTruthy();
    expect(first.getByText('compras')).toBeTruthy();
    expect(first.getByText('$10.0000')).toBeTruthy();
    expect(first.getByText('$12.5000')).toBeTruthy();
    const up = first.getByText(/25\.00 %/).closest('.ant-tag');
    expect(up?.textContent).toBe('+25.00 %');
    expect(up?.className).toMatch(/error/);
    expect(up?.querySelector('.anticon-arrow-up')).toBeTruthy();

    const second = within(fall!);
    expect(second.getByText('—')).toBeTruthy();
    const down = second.getByText(/4\.00 %/).closest('.ant-tag');
    expect(down?.textContent).toBe('-4.00 %');
    expect(down?.className).toMatch(/success/);
    expect(down?.querySelector('.anticon-arrow-down')).toBeTruthy();
  });

  it('says when the price never changed', async () => {
    open({ ...history, cambios: [] });
    expect(await screen.findByText('Sin cambios de precio registrados')).toBeTruthy();
  });
});
