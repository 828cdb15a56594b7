import { describe, expect, it } from 'vitest';
import { branchLabel, formatTicketDate } from './ticket-format';

describe('ticket formatting', () => {
  it('shows brand and branch, the brand omitted for offices and never twice', () => {
    expect(branchLabel('Humo', 'Zona Rosa')).toBe('Humo Zona Rosa');
    expect(branchLabel('Ninguna', 'Oficina Central')).toBe('Oficina Central');
    expect(branchLabel('Subway', 'Subway Multiplaza')).toBe('Subway Multiplaza');
  });

  it('reads a calendar date as written', () => {
    expect(formatTicketDate('2026-11-21')).toBe('21/11/2026');
  });
});
