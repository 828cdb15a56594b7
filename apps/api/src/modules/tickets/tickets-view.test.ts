import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_MESSAGES as M, TICKET_TRANSITIONS } from '@jarvis/contracts/tickets';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ticketRequests } from '../../../test/tickets';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { newTicket, detail } = ticketRequests(() => t);

describe('who may open a ticket (tickets-view)', () => {
  it('shows the collaborator view only to the ticket department', async () => {
    const { peticionID } = await newTicket();
    expect((await detail('mantenimiento', peticionID, 'c')).json().acciones).toEqual(
      TICKET_TRANSITIONS.Abierto,
    );
    const compras = await detail('compras', peticionID, 'c');
    expect(compras.statusCode).toBe(403);
    expect(compras.json().message).toBe(M.notYourDepartment);
    expect((await detail('restaurante', peticionID, 'c')).json().message).toBe(M.notCollaborator);
  });

  it("shows the requester view only to the ticket's branch, and says when no ticket has that id", async () => {
    const { peticionID } = await newTicket();
    const elsewhere = await detail('mantenimiento', peticionID, 'u');
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().message).toBe(M.notYourBranch);
    expect(elsewhere.body).not.toContain('historial');
    const missing = await detail('restaurante', 2_000_000_000, 'u');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.notFound);
  });
});
