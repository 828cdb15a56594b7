import { describe, expect, it } from 'vitest';
import {
  ACCESS_REQUEST_MESSAGES,
  ACCESS_REQUEST_STATES,
  canApplyAccessAction,
  DeclineAccessRequestSchema,
  splitFullName,
} from './access-requests';

describe('access requests', () => {
  it('resolves only a pending request, either way', () => {
    for (const estado of ACCESS_REQUEST_STATES) {
      expect(canApplyAccessAction(estado, 'aprobar')).toBe(estado === 'pendiente');
      expect(canApplyAccessAction(estado, 'rechazar')).toBe(estado === 'pendiente');
    }
  });

  it('splits a full name into names and surnames, the larger half being names', () => {
    expect(splitFullName('Mario Peñate')).toEqual({ nombre: 'Mario', apellido: 'Peñate' });
    expect(splitFullName('  Ana   Gabriela Rivas ')).toEqual({
      nombre: 'Ana Gabriela',
      apellido: 'Rivas',
    });
    expect(splitFullName('José Ángel Ramírez Peña')).toEqual({
      nombre: 'José Ángel',
      apellido: 'Ramírez Peña',
    });
    expect(splitFullName('Madonna')).toEqual({ nombre: 'Madonna', apellido: '' });
  });

  it('requires a reason to decline', () => {
    const message = (motivo: unknown) =>
      DeclineAccessRequestSchema.safeParse({ motivo }).error?.issues[0]?.message;
    expect(message(undefined)).toBe(ACCESS_REQUEST_MESSAGES.motivoRequired);
    expect(message('   ')).toBe(ACCESS_REQUEST_MESSAGES.motivoRequired);
    expect(message('x'.repeat(501))).toBe(ACCESS_REQUEST_MESSAGES.motivoLength);
    expect(message('No trabaja en el grupo')).toBeUndefined();
  });
});
