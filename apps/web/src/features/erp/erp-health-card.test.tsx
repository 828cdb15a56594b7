import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ErpHealth } from '@jarvis/contracts/erp';
import { apiError, mockApi, stubSignedInBrowser, TestProviders } from '../../lib/test-api';
import { ErpHealthCard } from './erp-health-card';

const simulator: ErpHealth = {
  tipo: 'simulador',
  url: 'http://127.0.0.1:50123/b1s/v1/',
  ok: true,
  detalle: 'http://127.0.0.1:50123',
  ms: 12,
  serieOrdenes: 62,
  serieFacturas: 71,
};
const unreachable: ErpHealth = {
  ...simulator,
  tipo: 'sap',
  url: 'https://sap.grupo-restaurantes.com:50000/b1s/v1/',
  ok: false,
  detalle: 'connect ECONNREFUSED 10.0.0.5:50000',
  ms: 3004,
};

function open() {
  render(
    <TestProviders>
      <ErpHealthCard />
    </TestProviders>,
  );
}

const card = async () => within(await screen.findByRole('region', { name: 'Conexión con SAP' }));

beforeEach(() => stubSignedInBrowser());

describe('erp health card', () => {
  it('shows the built-in simulator, its address, series and round trip', async () => {
    mockApi(() => ({ body: simulator }));
    open();
    const health = await card();
    expect(await health.findByText('Simulador de SAP (sin ERP_URL)')).toBeTruthy();
    expect(health.getByText('http://127.0.0.1:50123/b1s/v1/')).toBeTruthy();
    expect(health.getByText('Conectado')).toBeTruthy();
    expect(health.getByText('Respuesta en 12 ms')).toBeTruthy();
    expect(health.getByText('Serie de órdenes 62 · Serie de facturas 71')).toBeTruthy();
    expect(health.queryByText('http://127.0.0.1:50123')).toBeNull();
  });

  it("shows a failed connection with SAP's reason and checks again on demand", async () => {
    const calls = mockApi(() => ({ body: unreachable }));
    open();
    const health = await card();
    expect(await health.findByText('SAP Business One')).toBeTruthy();
    expect(health.getByText('Sin conexión')).toBeTruthy();
    expect(health.getByText('connect ECONNREFUSED 10.0.0.5:50000')).toBeTruthy();
    expect(health.getByText('Respuesta en 3004 ms')).toBeTruthy();

    const check = health.getByRole('button', { name: /Comprobar/ });
    // antd's Button leaves its loading state in an effect after the render that shows the answer,
    // and ignores a click until then: on a loaded machine the click came first and was lost.
    await waitFor(() => expect(check.classList.contains('ant-btn-loading')).toBe(false));
    fireEvent.click(check);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.every((call) => call.url.pathname === '/api/erp/salud')).toBe(true);
  });

  it('says when the check itself could not be made', async () => {
    mockApi(() => apiError(403, 'FORBIDDEN', 'No tiene permiso para realizar esta acción.'));
    open();
    const health = await card();
    expect(await health.findByText('No se pudo comprobar la conexión')).toBeTruthy();
    expect(health.getByText('No tiene permiso para realizar esta acción.')).toBeTruthy();
  });
});
