import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ErpHealth } from '@jarvis/contracts/erp';
import { apiError, mockApi, stubSignedInBrowser, TestProviders } from '../../lib/test-api';
import { ErpHealthCard } from './erp-health-card';

const simulator: ErpHealth = {
  tipo: 'simulador',
  url: 'http://127.0.0.1:50123/b1s/v1/',
  ok: true,
  mensaje: 'SAP responde con normalidad.',
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
  mensaje: 'SAP no está disponible en este momento. Intente de nuevo en unos minutos.',
  detalle: 'ECONNREFUSED: connect ECONNREFUSED 10.0.0.5:50000',
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

  it('says in Spanish why it cannot connect, the technical detail behind a toggle, and checks again', async () => {
    const calls = mockApi(() => ({ body: unreachable }));
    open();
    const health = await card();
    expect(await health.findByText('SAP Business One')).toBeTruthy();
    expect(health.getByText('Sin conexión')).toBeTruthy();
    expect(health.getByText(unreachable.mensaje)).toBeTruthy();
    // Issue #51: 'ECONNREFUSED' is for IT, one click away.
    expect(health.queryByText(unreachable.detalle)).toBeNull();
    const toggle = health.getByRole('button', { name: 'Ver detalle técnico' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(health.getByText(unreachable.detalle)).toBeTruthy();
    expect(
      health.getByRole('button', { name: 'Ocultar detalle técnico' }).getAttribute('aria-expanded'),
    ).toBe('true');
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
