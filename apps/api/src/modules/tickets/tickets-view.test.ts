import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_MESSAGES as M, TICKET_TRANSITIONS } from '@jarvis/contracts/tickets';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ticketRequests } from '../../../test/tickets';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { headers, newTicket, createTicket, problemOf, detail } = ticketRequests(() => t);

describe('who may open a ticket (tickets-view)', () => {
  it('shows the collaborator view only to the ticket department', async () => {
    const { peticionID } = await newTicket();
    expect((await detail('mantenimiento', peticionID, 'c')).json().acciones).toEqual(
      TICKET_TRANSITIONS.Abierto,
    );
    const compras = await detail('compras', peticionID, 'c');
    expect(compras.statusCode).toBe(404);
    expect(compras.json().message).toBe(M.notFound);
    expect((await detail('restaurante', peticionID, 'c')).json().message).toBe(M.notCollaborator);
  });

  it("shows the requester view only to the ticket's branch, and says when no ticket has that id", async () => {
    const { peticionID } = await newTicket();
    const elsewhere = await detail('mantenimiento', peticionID, 'u');
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe(M.notFound);
    expect(elsewhere.body).not.toContain('historial');
    const missing = await detail('restaurante', 2_000_000_000, 'u');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.notFound);
  });

  it("answers another branch's or department's ticket exactly as a missing one, on every route", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const created = await createTicket('restaurante', [
      { name: 'tipoProblemaID', value: String(await problemOf('Mantenimiento')) },
      { name: 'descripcion', value: 'La freidora pierde aceite.' },
      { name: 'archivos', filename: 'fuga.png', content: png },
    ]);
    const theirs = created.json().data.peticionID as number;
    const missing = 2_000_000_000;
    const calls = async (id: number) => [
      // restaurante2 works at another branch; compras attends another department.
      await detail('restaurante2', id, 'u'),
      await detail('compras', id, 'c'),
      await t.app.inject({
        method: 'PUT',
        url: `/api/tickets/${id}/estado`,
        headers: await headers('compras'),
        payload: { estado: 'Cancelado', tipoMenu: 'c', version: 0, comentario: 'no es mío' },
      }),
      await t.app.inject({
        method: 'PUT',
        url: `/api/tickets/${id}/descripcion`,
        headers: await headers('restaurante2'),
        payload: { texto: 'Cambiada por otra sucursal', version: 0 },
      }),
    ];
    const [forTheirs, forMissing] = [await calls(theirs), await calls(missing)];
    for (const [i, res] of forTheirs.entries()) {
      expect(res.statusCode, `call ${i}`).toBe(404);
      expect(res.json(), `call ${i}`).toEqual(forMissing[i]!.json());
      expect(res.body).not.toContain('/api/archivos/');
    }
    const seen = (await detail('restaurante', theirs, 'u')).json();
    expect(seen).toMatchObject({ estado: 'Abierto', descripcion: 'La freidora pierde aceite.' });
    expect(seen.archivos).toHaveLength(1);
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

describe('the requester description, and nobody else', () => {
  it('may be edited only by the requester, not by others who see the branch tickets', async () => {
    const { peticionID } = await newTicket('restaurante');
    const edit = async (username: string, texto: string) => {
      const { version } = (await detail(username, peticionID, 'u')).json();
      return t.app.inject({
        method: 'PUT',
        url: `/api/tickets/${peticionID}/descripcion`,
        headers: await headers(username),
        payload: { texto, version },
      });
    };
    // The branch's manager, and an office user whose branch is this one, both see the ticket.
    for (const username of ['gerente.restaurante', 'gerente.zona']) {
      expect((await detail(username, peticionID, 'u')).json().editComment).toBe(1);
      const refused = await edit(username, `Reescrita por ${username}`);
      expect(refused.statusCode, username).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: M.notRequester });
    }
    const seen = (await detail('restaurante', peticionID, 'u')).json();
    expect(seen.descripcion).toBe('El refrigerador de la línea no enfría desde la mañana.');
    expect(seen.historial.map((h: { accion: string }) => h.accion)).not.toContain(
      'peticion.descripcion',
    );
    expect((await edit('restaurante', 'Ahora también gotea.')).statusCode).toBe(200);
    const after = (await detail('restaurante', peticionID, 'u')).json();
    expect(after.historial.map((h: { accion: string }) => h.accion)).toContain(
      'peticion.descripcion',
    );
  });
});
