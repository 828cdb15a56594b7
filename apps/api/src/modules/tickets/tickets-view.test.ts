import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_MESSAGES as M, TICKET_TRANSITIONS } from '@jarvis/contracts/tickets';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ticketRequests } from '../../../test/tickets';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { headers, newTicket, detail } = ticketRequests(() => t);

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

  it("refuses the collaborator's view and moves without 'Tickets Colaboradores', even in the department", async () => {
    const { peticionID } = await newTicket();
    const permission = (isActive: 0 | 1) =>
      t.database.exec(
        `UPDATE permisos SET is_active = ${isActive}
           WHERE usuario_id = (SELECT usuario_id FROM usuarios WHERE username = 'tecnico')
             AND option_menu_id = (SELECT option_menu_id FROM opciones_menu WHERE clave = 'tickets.collaborators')`,
      );
    await permission(0);
    try {
      const seen = await t.app.inject({
        url: `/api/tickets/${peticionID}?tipoMenu=c`,
        headers: await headers('tecnico'),
      });
      expect(seen.statusCode).toBe(403);
      expect(seen.json().message).toBe(M.noCollaboratorPermission);
      const moved = await t.app.inject({
        method: 'PUT',
        url: `/api/tickets/${peticionID}/estado`,
        headers: await headers('tecnico'),
        payload: { estado: 'Cancelado', tipoMenu: 'c', version: 0, comentario: 'sin permiso' },
      });
      expect(moved.statusCode).toBe(403);
      expect(moved.json().message).toBe(M.noCollaboratorPermission);
    } finally {
      await permission(1);
    }
    expect((await detail('mantenimiento', peticionID, 'c')).json().estado).toBe('Abierto');
  });
});
