import { describe, expect, it } from 'vitest';
import { originLabel, relativeToNow, stateTabs } from './erp-format';

describe('erp format', () => {
  it('names a Jarvis order as Pedido, a transfer as Traslado, any other source by its name', () => {
    expect(originLabel({ origen: 'pedido', origenId: 101 })).toBe('Pedido 101');
    expect(originLabel({ origen: 'traslado', origenId: 7 })).toBe('Traslado 7');
    expect(originLabel({ origen: 'remesa', origenId: 3 })).toBe('remesa 3');
  });

  it('says how far the next attempt is', () => {
    const now = Date.parse('2026-03-05T14:30:00.000Z');
    expect(relativeToNow('2026-03-05T14:35:00.000Z', now)).toBe('dentro de 5 minutos');
    expect(relativeToNow('2026-03-05T12:30:00.000Z', now)).toBe('hace 2 horas');
    expect(relativeToNow('2026-03-05T14:30:20.000Z', now)).toBe('ahora');
  });

  it('counts every state, adds them for Todos and marks the ones that reached the window', () => {
    const tabs = stateTabs([
      { estado: 'pendiente', total: 2, totalIsCapped: false },
      { estado: 'enviando', total: 0, totalIsCapped: false },
      { estado: 'registrado', total: 1000, totalIsCapped: true },
      { estado: 'error', total: 3, totalIsCapped: false },
    ]);
    expect(tabs).toEqual([
      { key: 'todos', count: '1005+' },
      { key: 'pendiente', count: '2' },
      { key: 'enviando', count: '0' },
      { key: 'registrado', count: '1000+' },
      { key: 'error', count: '3' },
    ]);
    expect(stateTabs(undefined).every((tab) => tab.count === null)).toBe(true);
  });
});
