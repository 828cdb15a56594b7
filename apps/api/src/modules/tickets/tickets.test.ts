import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_WINDOW } from '@jarvis/contracts/common';
import { TICKET_MESSAGES as M, TICKET_TRANSITIONS, TICKET_STATES } from '@jarvis/contracts/tickets';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ticketRequests } from '../../../test/tickets';

let t: TestApp;
let png: Buffer;
let bigJpeg: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  bigJpeg = await sharp({
    create: { width: 3200, height: 2400, channels: 3, background: '#f2b84b' },
  })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

const { headers, createTicket, newTicket, detail, move, problemOf, problemInCategory } =
  ticketRequests(() => t);

async function filesOnDisk() {
  try {
    return (await readdir(path.join(t.config.filesDir, 'tickets'))).length;
  } catch {
    return 0;
  }
}

describe('Crear Ticket', () => {
  it('offers no Gerencia, Operaciones or Informática, and filters categories and problems by parent', async () => {
    const catalog = (
      await t.app.inject({ url: '/api/tickets/catalogo', headers: await headers('restaurante') })
    ).json();
    const names = catalog.departamentos.map((d: { nombre: string }) => d.nombre);
    expect(names).toEqual(expect.arrayContaining(['Mantenimiento', 'Compras', 'Recursos Humanos']));
    for (const excluded of ['Gerencia', 'Operaciones', 'Informática'])
      expect(names).not.toContain(excluded);
    for (const c of catalog.categorias)
      expect(
        catalog.departamentos.some(
          (d: { departamentoID: number }) => d.departamentoID === c.departamentoID,
        ),
      ).toBe(true);
  });

  it('creates an Abierto ticket with photos checked by content and a sequential mask', async () => {
    const problem = await problemOf('Mantenimiento');
    const before = await filesOnDisk();
    const res = await createTicket('restaurante', [
      { name: 'tipoProblemaID', value: String(problem) },
      { name: 'descripcion', value: 'Se fue la luz de la cámara fría.' },
      { name: 'archivos', filename: 'foto.png', content: png },
      // A PNG named .gif passes: the content decides.
      { name: 'archivos', filename: 'renombrada.gif', content: png },
      { name: 'archivos', filename: 'grande.jpg', content: bigJpeg },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { peticionID, mascara } = res.json().data;
    expect(mascara).toMatch(/^MAN-\d{6}$/);
    expect(await filesOnDisk()).toBe(before + 3);
    // The department's collaborators are told, in the same transaction.
    const [told] = await t.database.query<{ para: string; asunto: string }>(
      `SELECT para, asunto FROM correos WHERE asunto LIKE $1`,
      [`Nuevo ticket ${mascara}:%`],
    );
    expect(told).toMatchObject({ para: 'mantenimiento@grupo-restaurantes.com' });
    const next = await newTicket();
    expect(Number(next.mascara.slice(4))).toBe(Number(mascara.slice(4)) + 1);

    const seen = (await detail('restaurante', peticionID, 'u')).json();
    expect(seen).toMatchObject({ estado: 'Abierto', editComment: 1, acciones: [] });
    expect(seen.archivos).toHaveLength(3);
    // The photo behind its signed URL; the large one was downscaled.
    const big = await t.app.inject({ url: seen.archivos[2].file_url });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(big.rawPayload).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1600);
    // One character of the signature changed, to one it is not (a fixed 'x' left it as it was
    // whenever the signature began with x: one run in 64).
    const tampered = seen.archivos[0].file_url.replace(
      /firma=(.)/,
      (_: string, c: string) => `firma=${c === 'x' ? 'y' : 'x'}`,
    );
    expect((await t.app.inject({ url: tampered })).statusCode).toBe(403);
  });

  it('refuses a script renamed .png, and leaves no ticket and no file behind', async () => {
    const count = async () =>
      (await t.database.query<{ n: string }>('SELECT count(*) AS n FROM peticiones'))[0]?.n;
    const n = await count();
    const before = await filesOnDisk();
    const res = await createTicket('restaurante', [
      { name: 'tipoProblemaID', value: String(await problemOf('Mantenimiento')) },
      { name: 'descripcion', value: 'Adjunto foto' },
      { name: 'archivos', filename: 'buena.png', content: png },
      { name: 'archivos', filename: 'foto.png', content: Buffer.from('#!/bin/sh\nrm -rf /\n') },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(M.imageType);
    expect(await count()).toBe(n);
    expect(await filesOnDisk()).toBe(before);
  });

  it('answers the required fields with the spec messages', async () => {
    const res = await createTicket('restaurante', [{ name: 'descripcion', value: '' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      tipoProblemaID: M.problemRequired,
      descripcion: M.descriptionRequired,
    });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: {
        ...(await headers('restaurante')),
        'idempotency-key': 'json-en-vez-de-formulario',
      },
      payload: { tipoProblemaID: 1, descripcion: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });
});

describe('Mis Tickets and the detail', () => {
  it('lists the tickets of the user branch only, with the filters', async () => {
    const mine = await newTicket('restaurante');
    const other = await newTicket('restaurante2');
    const list = (
      await t.app.inject({
        url: '/api/tickets/mios?estado=Abierto',
        headers: await headers('gerente.restaurante'),
      })
    ).json();
    const ids = list.items.map((i: { peticionID: number }) => i.peticionID);
    expect(ids).toContain(mine.peticionID);
    expect(ids).not.toContain(other.peticionID);
    expect(list.items[0]).toMatchObject({ bodega: 'SW01', estado: 'Abierto', tieneRazon: false });
    // The same filter for another branch, right after: the page's statement is built once per
    // shape of filter (db/prepared), the branch is a value.
    const theirs = (
      await t.app.inject({
        url: '/api/tickets/mios?estado=Abierto',
        headers: await headers('restaurante2'),
      })
    ).json();
    const theirIds = theirs.items.map((i: { peticionID: number }) => i.peticionID);
    expect(theirIds).toContain(other.peticionID);
    expect(theirIds).not.toContain(mine.peticionID);
    const rh = (
      await t.app.inject({
        url: '/api/tickets/mios?departamento=Recursos%20Humanos',
        headers: await headers('restaurante'),
      })
    ).json();
    expect(
      rh.items.every((i: { departamento: string }) => i.departamento === 'Recursos Humanos'),
    ).toBe(true);
    expect((await detail('restaurante2', mine.peticionID, 'u')).statusCode).toBe(404);
  });

  it('pages the branch’s tickets newest first, each page where the last one ended', async () => {
    for (let i = 0; i < 3; i++) await newTicket('restaurante');
    const page = async (n: number) =>
      (
        await t.app.inject({
          url: `/api/tickets/mios?page=${n}&size=2`,
          headers: await headers('restaurante'),
        })
      )
        .json()
        .items.map((i: { peticionID: number }) => i.peticionID);
    const stored = await t.database.query<{ id: number }>(
      `SELECT peticion_id AS id FROM peticiones
        WHERE sucursal_id = (SELECT sucursal_id FROM usuarios WHERE username = 'restaurante')
        ORDER BY creado_en DESC, peticion_id DESC LIMIT 4`,
    );
    expect([...(await page(1)), ...(await page(2))]).toEqual(stored.map((r) => r.id));
  });
});

describe('state changes', () => {
  it('allows exactly the moves of the table and refuses every other one', async () => {
    for (const from of TICKET_STATES.filter((s) => s !== 'En Curso')) {
      for (const to of TICKET_STATES) {
        const { peticionID } = await newTicket();
        // Every state but Abierto is one move away from it.
        if (from !== 'Abierto')
          expect((await move('mantenimiento', peticionID, from, 'razón')).statusCode).toBe(200);
        const res = await move('mantenimiento', peticionID, to, 'Falta el repuesto');
        const allowed = TICKET_TRANSITIONS[from].includes(to);
        expect(res.statusCode, `${from} → ${to}: ${res.body}`).toBe(allowed ? 200 : 409);
        if (!allowed) expect(res.json().message).toBe(M.transitionNotAllowed(from, to));
      }
    }
  });

  it('asks a reason to wait or cancel, records who did it and tells the requester', async () => {
    const { peticionID, mascara } = await newTicket();
    const noReason = await move('mantenimiento', peticionID, 'En Espera');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields.comentario).toBe(M.reasonRequired);

    const wait = await move('mantenimiento', peticionID, 'En Espera', 'Esperando el repuesto');
    expect(wait.json()).toEqual({
      successful: M.stateChanged('En Espera'),
      redirect: '/Tickets/colaboradores',
    });
    const seen = (await detail('restaurante', peticionID, 'u')).json();
    expect(seen).toMatchObject({
      estado: 'En Espera',
      com_en_espera: 'Esperando el repuesto',
      realizado_por: 'José Ángel Ramírez',
      editComment: 0,
    });
    expect(
      seen.historial.map((h: { accion: string; usuario: string }) => [h.accion, h.usuario]),
    ).toEqual([
      ['peticion.crear', 'Carlos Bonilla'],
      ['peticion.estado', 'José Ángel Ramírez'],
    ]);
    const card = (
      await t.app.inject({ url: '/api/tickets/mios', headers: await headers('restaurante') })
    )
      .json()
      .items.find((i: { peticionID: number }) => i.peticionID === peticionID);
    expect(card.tieneRazon).toBe(true);

    // Queued in the same transaction as the change; the outbox job delivers it (mail tests).
    const [mail] = await t.database.query<{ para: string; texto: string }>(
      `SELECT para, texto FROM correos WHERE asunto = $1`,
      [`Su ticket ${mascara} está En Espera`],
    );
    expect(mail).toMatchObject({ para: 'restaurante@grupo-restaurantes.com' });
    expect(mail!.texto).toContain('Razón: Esperando el repuesto');

    const done = await move('mantenimiento', peticionID, 'Completado');
    expect(done.statusCode).toBe(200);
    const closed = (await detail('restaurante', peticionID, 'u')).json();
    expect(closed.fecha_cierre.etiqueta).toBe('Completado');
  });

  it('answers 409 to the second of two collaborators acting on the same version', async () => {
    const { peticionID, mascara } = await newTicket();
    const { version } = (await detail('mantenimiento', peticionID, 'c')).json();
    const send = (estado: string) =>
      headers('mantenimiento').then((h) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/tickets/${peticionID}/estado`,
          headers: h,
          payload: { estado, tipoMenu: 'c', version, comentario: 'x' },
        }),
      );
    const [a, b] = await Promise.all([send('Completado'), send('Cancelado')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().message).toBe(M.changedMeanwhile);
    // The loser's history line and mail to the requester went with its transaction.
    const [left] = await t.database.query<{ moves: number; mails: number }>(
      `SELECT (SELECT count(*)::int FROM bitacora WHERE accion = 'peticion.estado'
                 AND entidad_id = $1) AS moves,
              (SELECT count(*)::int FROM correos WHERE asunto LIKE $2) AS mails`,
      [String(peticionID), `Su ticket ${mascara} está %`],
    );
    expect(left).toEqual({ moves: 1, mails: 1 });
  });

  it('refuses state changes from the requester view', async () => {
    const { peticionID } = await newTicket();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/tickets/${peticionID}/estado`,
      headers: await headers('restaurante'),
      payload: { estado: 'Completado', tipoMenu: 'u', version: 0 },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('the requester description', () => {
  it('is editable while editComment is 1, and no longer once a collaborator acts', async () => {
    const { peticionID } = await newTicket();
    const edit = async (texto: string) => {
      const { version } = (await detail('restaurante', peticionID, 'u')).json();
      return t.app.inject({
        method: 'PUT',
        url: `/api/tickets/${peticionID}/descripcion`,
        headers: await headers('restaurante'),
        payload: { texto, version },
      });
    };
    expect((await edit('Ahora también gotea.')).json()).toEqual({
      successful: M.descriptionChanged,
    });
    expect((await detail('restaurante', peticionID, 'u')).json().descripcion).toBe(
      'Ahora también gotea.',
    );
    await move('mantenimiento', peticionID, 'En Espera', 'Repuesto');
    const refused = await edit('Otra vez');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.editNotAllowed);
  });
});

describe('Tickets Colaboradores', () => {
  it('lists the department tickets per brand tab, with counts, accent-insensitive Buscar on the server', async () => {
    const created = await createTicket('restaurante', [
      { name: 'tipoProblemaID', value: String(await problemInCategory('Refrigeración')) },
      { name: 'descripcion', value: 'La cámara fría marca 12 grados.' },
    ]);
    const mine = created.json().data as { peticionID: number; mascara: string };
    const other = await newTicket('restaurante', 'Compras');
    const list = async (username: string, query: string) =>
      (
        await t.app.inject({
          url: `/api/tickets/colaboradores?${query}`,
          headers: await headers(username),
        })
      ).json();

    const subway = await list('mantenimiento', 'marca=Subway');
    const ids = subway.items.map((i: { peticionID: number }) => i.peticionID);
    expect(ids).toContain(mine.peticionID);
    expect(ids).not.toContain(other.peticionID);
    expect(subway.marcas.map((m: { marca: string }) => m.marca)).toEqual([
      'Humo',
      'Subway',
      'Viva Expresso',
    ]);
    expect(subway.marcas.find((m: { marca: string }) => m.marca === 'Subway').total).toBe(
      subway.total,
    );
    const humo = await list('mantenimiento', 'marca=Humo');
    expect(
      humo.items.every(
        (i: { marca: string; departamento: string }) =>
          i.marca === 'Humo' && i.departamento === 'Mantenimiento',
      ),
    ).toBe(true);

    const today = new Intl.DateTimeFormat('es-SV', {
      timeZone: t.config.BUSINESS_TZ,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date());
    for (const term of [
      'REFRIGERACIÓN',
      'refrigeracion',
      'multiplaza',
      'abierto',
      today,
      mine.mascara.toLowerCase(),
    ]) {
      const found = await list('mantenimiento', `marca=Subway&buscar=${encodeURIComponent(term)}`);
      expect(
        found.items.map((i: { peticionID: number }) => i.peticionID),
        term,
      ).toContain(mine.peticionID);
    }
    expect((await list('mantenimiento', 'marca=Subway&buscar=zzzz')).items).toEqual([]);

    // Completed tickets leave the pending queue but stay in 'todas'.
    await move('mantenimiento', mine.peticionID, 'Completado');
    const pending = await list('mantenimiento', 'marca=Subway&alcance=pendientes');
    expect(pending.items.map((i: { peticionID: number }) => i.peticionID)).not.toContain(
      mine.peticionID,
    );
    const all = await list('mantenimiento', 'marca=Subway&alcance=todas&buscar=completado');
    expect(all.items.map((i: { peticionID: number }) => i.peticionID)).toContain(mine.peticionID);

    const compras = await list('compras', 'marca=Subway');
    expect(compras.items.map((i: { peticionID: number }) => i.peticionID)).toContain(
      other.peticionID,
    );
  });

  it('finds a common word and a rare one newest first, each brand tab counted up to the list window', async () => {
    const created = await createTicket('restaurante', [
      { name: 'tipoProblemaID', value: String(await problemInCategory('Refrigeración')) },
      { name: 'descripcion', value: 'El congelador no enfría.' },
    ]);
    const model = (created.json().data as { peticionID: number }).peticionID;
    // 1,200 more Subway tickets for Mantenimiento, all 'refrigeracion', codes MAN-900001…MAN-901200.
    const inserted = await t.database.query<{ id: number }>(
      `INSERT INTO peticiones (mascara, tipo_problema_id, categoria_id, departamento_id, descripcion,
         solicitado_por, sucursal_id, marca, busqueda)
       SELECT 'MAN-9' || lpad(g::text, 5, '0'), tipo_problema_id, categoria_id, departamento_id,
         descripcion, solicitado_por, sucursal_id, marca,
         replace(busqueda, lower(mascara), 'man-9' || lpad(g::text, 5, '0'))
       FROM peticiones, generate_series(1, 1200) g WHERE peticion_id = $1
       RETURNING peticion_id AS id`,
      [model],
    );
    await t.database.exec('ANALYZE peticiones');
    const newest = inserted.map((r) => r.id).sort((a, b) => b - a);
    const search = async (term: string, page = 1) =>
      (
        await t.app.inject({
          url: `/api/tickets/colaboradores?alcance=todas&marca=Subway&buscar=${encodeURIComponent(term)}&page=${page}&size=10`,
          headers: await headers('mantenimiento'),
        })
      ).json<{
        items: { peticionID: number }[];
        total: number;
        totalIsCapped: boolean;
        marcas: { marca: string; total: number }[];
      }>();
    const ids = (found: { items: { peticionID: number }[] }) =>
      found.items.map((i) => i.peticionID);

    const common = await search('Refrigeración');
    expect(ids(common)).toEqual(newest.slice(0, 10));
    expect(common).toMatchObject({ total: LIST_WINDOW, totalIsCapped: true });
    expect(common.marcas.find((m) => m.marca === 'Subway')?.total).toBe(LIST_WINDOW);
    expect(ids(await search('refrigeracion', 2))).toEqual(newest.slice(10, 20));
    expect(ids(await search('refrigeracion', 100))).toEqual(newest.slice(990, 1000));

    // MAN-900400…MAN-900409: ten tickets, counted exactly, in no other brand tab.
    const rare = await search('MAN-90040');
    expect(ids(rare)).toEqual(newest.slice(791, 801));
    expect(rare).toMatchObject({ total: 10, totalIsCapped: false });
    expect(rare.marcas.map((m) => m.total)).toEqual([0, 10, 0]);
    expect(ids(await search('man-901200'))).toEqual([newest[0]]);
  });
});
