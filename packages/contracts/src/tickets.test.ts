import { describe, expect, it } from 'vitest';
import {
  ChangeStateSchema,
  CollaboratorQuerySchema,
  currentReasons,
  MINE_STATE_FILTERS,
  MineQuerySchema,
  NewTicketSchema,
  PENDING_STATES,
  REASON_REQUIRED,
  TICKET_MESSAGES as M,
  TICKET_STATES,
  TICKET_TRANSITIONS,
  type TicketState,
} from './tickets';

const CLOSED: TicketState[] = ['Completado', 'Cancelado'];

describe('the ticket state table', () => {
  it('moves only between known states, and never from a state to itself', () => {
    for (const from of TICKET_STATES)
      for (const to of TICKET_TRANSITIONS[from]) {
        expect(TICKET_STATES).toContain(to);
        expect(to).not.toBe(from);
      }
  });

  it('ends at Cancelado, and only reopens a Completado ticket', () => {
    expect(TICKET_TRANSITIONS.Cancelado).toEqual([]);
    expect(TICKET_TRANSITIONS.Completado).toEqual(['Abierto']);
  });

  it('lets every pending ticket be completed or cancelled', () => {
    for (const state of PENDING_STATES) {
      expect(TICKET_TRANSITIONS[state]).toContain('Completado');
      expect(TICKET_TRANSITIONS[state]).toContain('Cancelado');
    }
  });

  it('counts as pending exactly the states that are not closed', () => {
    expect([...PENDING_STATES].sort()).toEqual(
      TICKET_STATES.filter((s) => !CLOSED.includes(s)).sort(),
    );
  });

  it('asks a reason only for moves the table offers from an open ticket', () => {
    for (const state of REASON_REQUIRED) expect(TICKET_TRANSITIONS.Abierto).toContain(state);
    expect(REASON_REQUIRED).not.toContain('Completado');
    expect(REASON_REQUIRED).not.toContain('Abierto');
  });

  it('filters Mis Tickets only by states a ticket can be in', () => {
    for (const state of MINE_STATE_FILTERS) expect(TICKET_STATES).toContain(state);
  });

  it('shows a reason only in the state that asked it: an ended wait’s is history', () => {
    const reasons = { enEspera: 'Falta el repuesto', cancelado: 'Se compró otro' };
    expect(currentReasons('En Espera', reasons)).toEqual({
      enEspera: 'Falta el repuesto',
      cancelado: null,
    });
    expect(currentReasons('Cancelado', reasons)).toEqual({
      enEspera: null,
      cancelado: 'Se compró otro',
    });
    for (const state of ['Abierto', 'En Curso', 'Completado'] as const)
      expect(currentReasons(state, reasons)).toEqual({ enEspera: null, cancelado: null });
  });
});

describe('a new ticket', () => {
  it('keeps the description without the blanks and invisible characters around it', () => {
    expect(
      NewTicketSchema.parse({ tipoProblemaID: '3', descripcion: '\u200B No enciende ' }),
    ).toEqual({ tipoProblemaID: 3, descripcion: 'No enciende' });
  });

  it('asks for a description, and refuses one past 2,000 characters', () => {
    const blank = NewTicketSchema.safeParse({ tipoProblemaID: 3, descripcion: '   ' });
    expect(blank.error?.issues[0]).toMatchObject({
      path: ['descripcion'],
      message: M.descriptionRequired,
    });
    const long = NewTicketSchema.safeParse({ tipoProblemaID: 3, descripcion: 'x'.repeat(2001) });
    expect(long.error?.issues[0]?.message).toBe(M.descriptionMax);
    expect(
      NewTicketSchema.safeParse({ tipoProblemaID: 3, descripcion: 'x'.repeat(2000) }).success,
    ).toBe(true);
  });
});

describe('a change of state', () => {
  const base = { estado: 'Cancelado', tipoMenu: 'c', version: 0 } as const;

  it('trims the reason and carries the version the user saw', () => {
    expect(ChangeStateSchema.parse({ ...base, comentario: '  sin repuesto ' })).toEqual({
      ...base,
      comentario: 'sin repuesto',
    });
  });

  it('refuses an unknown state, another menu or a version that cannot be', () => {
    expect(ChangeStateSchema.safeParse({ ...base, estado: 'Cerrado' }).success).toBe(false);
    expect(ChangeStateSchema.safeParse({ ...base, tipoMenu: 'x' }).success).toBe(false);
    expect(ChangeStateSchema.safeParse({ ...base, version: -1 }).success).toBe(false);
    expect(ChangeStateSchema.safeParse({ estado: 'Cancelado', tipoMenu: 'c' }).success).toBe(false);
  });
});

describe('the ticket lists’ queries', () => {
  it('pages Mis Tickets 24 at a time by default, at most 100 like every list', () => {
    expect(MineQuerySchema.parse({})).toEqual({ page: 1, size: 24 });
    expect(MineQuerySchema.parse({ page: '2', size: '60' })).toEqual({ page: 2, size: 60 });
    expect(MineQuerySchema.safeParse({ size: '101' }).success).toBe(false);
    expect(MineQuerySchema.safeParse({ estado: 'En Curso' }).success).toBe(false);
  });

  it('opens the collaborators’ queue on the pending tickets, with the search trimmed', () => {
    expect(CollaboratorQuerySchema.parse({ buscar: ' T3-0012 ' })).toEqual({
      buscar: 'T3-0012',
      alcance: 'pendientes',
      page: 1,
      size: 10,
    });
    expect(CollaboratorQuerySchema.safeParse({ alcance: 'cerradas' }).success).toBe(false);
  });
});
