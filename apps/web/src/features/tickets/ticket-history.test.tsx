import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { mockBusinessZone, stubSignedInBrowser, TestProviders } from '../../lib/test-api';
import { TicketHistory } from './ticket-history';

describe('ticket history', () => {
  it('names each move in Spanish, with who made it and when on the business clock', async () => {
    stubSignedInBrowser();
    mockBusinessZone('America/El_Salvador', -360);
    render(
      <TestProviders>
        <TicketHistory
          entries={[
            {
              accion: 'peticion.crear',
              usuario: 'Carlos Bonilla',
              fecha: '2026-11-21T05:28:00.000Z',
              detalle: 'Creado como MAN-000170',
            },
            {
              accion: 'peticion.estado',
              usuario: 'José Ángel Ramírez',
              fecha: '2026-11-21T17:28:00.000Z',
              detalle: 'Abierto → Completado',
            },
          ]}
        />
      </TestProviders>,
    );
    expect(screen.getByText('Ticket creado')).toBeTruthy();
    expect(screen.getByText('Cambio de estado')).toBeTruthy();
    expect(screen.queryByText('peticion.crear')).toBeNull();
    // 05:28 UTC on the 21st is 23:28 of the 20th in San Salvador.
    expect(await screen.findByText('Carlos Bonilla · 20/11/2026 23:28')).toBeTruthy();
    expect(screen.getByText('José Ángel Ramírez · 21/11/2026 11:28')).toBeTruthy();
  });
});
