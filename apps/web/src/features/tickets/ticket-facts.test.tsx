import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { TicketDetail } from '@jarvis/contracts/tickets';
import { TestProviders } from '../../lib/test-api';
import { TicketFacts } from './ticket-facts';
import { stubBrowser, ticketDetail } from './tickets-test-support';

const show = (overrides: Partial<TicketDetail>) =>
  render(
    <TestProviders>
      <MemoryRouter>
        <TicketFacts ticket={ticketDetail(overrides)} />
      </MemoryRouter>
    </TestProviders>,
  );

beforeEach(() => stubBrowser());

describe('ticket facts', () => {
  it('shows the closing date with its time, as Creado', () => {
    show({
      estado: 'Completado',
      fecha_cierre: { etiqueta: 'Completado', fecha: '2026-03-10', Hora: '23:30' },
    });
    expect(screen.getByText('Creado')).toBeTruthy();
    expect(screen.getByText('09/03/2026 14:35')).toBeTruthy();
    // The state's tag, and the closing date's label.
    expect(screen.getAllByText('Completado')).toHaveLength(2);
    expect(screen.getByText('10/03/2026 23:30')).toBeTruthy();
  });

  it('links the order a ticket was raised for, and shows none otherwise', () => {
    const { unmount } = show({ pedidoId: 412 });
    const link = screen.getByRole('link', { name: 'Pedido #412' });
    expect(link.getAttribute('href')).toBe('/Compras/orden/412');
    unmount();
    show({});
    expect(screen.queryByText('Pedido')).toBeNull();
  });

  it('shows the reason of a wait while the ticket waits', () => {
    show({ estado: 'En Espera', com_en_espera: 'Falta el repuesto' });
    expect(screen.getByText('Razón de espera')).toBeTruthy();
    expect(screen.getByText('Falta el repuesto')).toBeTruthy();
  });

  it('no longer shows an old wait reason once the ticket is reopened, completed or cancelled', () => {
    for (const estado of ['Abierto', 'Completado', 'Cancelado'] as const) {
      const { unmount } = show({
        estado,
        com_en_espera: 'Falta el repuesto',
        com_cancelado: estado === 'Cancelado' ? 'Se compró otro' : null,
      });
      expect(screen.queryByText('Razón de espera'), estado).toBeNull();
      expect(screen.queryByText('Falta el repuesto'), estado).toBeNull();
      unmount();
    }
  });

  it('shows the reason of a cancellation', () => {
    show({ estado: 'Cancelado', com_cancelado: 'Se compró otro' });
    expect(screen.getByText('Razón de cancelación')).toBeTruthy();
    expect(screen.getByText('Se compró otro')).toBeTruthy();
  });
});
