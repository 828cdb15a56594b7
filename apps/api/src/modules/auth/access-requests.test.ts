import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_REQUEST_MESSAGES as M } from '@jarvis/contracts/access-requests';
import { AUTH_MESSAGES } from '@jarvis/contracts/auth';
import { USERS_MESSAGES } from '@jarvis/contracts/users';
import { adminClient, newUser } from '../../../test/admin-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let api: ReturnType<typeof adminClient>;
beforeAll(async () => {
  t = await createTestApp();
  api = adminClient(t);
});
afterAll(() => t.close());

let requester = 0;
/** Each request from its own address, past the registration throttle's per-address count. */
function register(email: string, overrides: Record<string, unknown> = {}) {
  requester += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: `10.51.0.${requester}`,
    payload: {
      fullname: 'Mario Alberto Peñate',
      email,
      username: 'mario.penate',
      comentario: 'Subway Multiplaza, cajero',
      acceptTerms: true,
      ...overrides,
    },
  });
}

type Stored = { id: number; estado: number; usuario_id: number | null; motivo: string | null };
const requestsFor = (email: string) =>
  t.database.query<Stored>(
    `SELECT solicitud_id AS id, estado, usuario_id, motivo FROM solicitudes_acceso
      WHERE lower(correo) = lower($1) ORDER BY solicitud_id`,
    [email],
  );
const mailsWith = (text: string) =>
  t.database.query<{ para: string; asunto: string; texto: string }>(
    `SELECT para, asunto, texto FROM correos WHERE texto LIKE $1 ORDER BY correo_id`,
    [`%${text}%`],
  );

/** A fresh pending request for a company address; its id. */
async function pendingRequest(): Promise<{ id: number; email: string }> {
  const email = `solicitud.${Math.random().toString(36).slice(2, 8)}@grupo-restaurantes.com`;
  expect((await register(email)).statusCode).toBe(202);
  const [row] = await requestsFor(email);
  return { id: row!.id, email };
}

async function approvalBody(correo: string) {
  return newUser({
    nombre: 'Mario Alberto',
    apellido: 'Peñate',
    correo,
    posicionID: await api.positionId('Analista de Informática'),
    sucursalID: await api.branchId('OF01'),
  });
}
const approve = async (username: string, id: number, body: unknown) =>
  api.call(username, 'POST', `/api/users/solicitudes/${id}/aprobar`, body);
const decline = (username: string, id: number, body: unknown) =>
  api.call(username, 'POST', `/api/users/solicitudes/${id}/rechazar`, body);

describe('registration reaches IT', () => {
  it('stores one pending request, without a password or an account, and mails IT', async () => {
    const email = 'nuevo.ingreso@grupo-restaurantes.com';
    const res = await register(email);
    expect(res.statusCode).toBe(202);
    expect(res.json().successful).toBe(AUTH_MESSAGES.registrationReceived);

    const [stored] = await t.database.query<Record<string, unknown>>(
      `SELECT nombre_completo, correo, username, comentario, estado FROM solicitudes_acceso
        WHERE correo = $1`,
      [email],
    );
    expect(stored).toEqual({
      nombre_completo: 'Mario Alberto Peñate',
      correo: email,
      username: 'mario.penate',
      comentario: 'Subway Multiplaza, cajero',
      estado: 1,
    });
    expect(await t.database.query(`SELECT 1 FROM usuarios WHERE correo = $1`, [email])).toEqual([]);

    const mails = await mailsWith(`Correo: ${email}`);
    expect(mails.map((m) => m.para).sort()).toEqual([
      'admin@grupo-restaurantes.com',
      'informatica@grupo-restaurantes.com',
    ]);
    expect(mails[0]!.asunto).toBe('Solicitud de acceso a Jarvis: Mario Alberto Peñate');
    expect(mails.map((m) => m.texto.split('\n')[0]).sort()).toEqual([
      'Hola, Karla:',
      'Hola, Rodrigo:',
    ]);
    expect(mails[0]!.texto).toContain('Usuario solicitado: mario.penate');
    expect(mails[0]!.texto).toContain('Comentario: Subway Multiplaza, cajero');
    expect(mails[0]!.texto).toContain(`${t.config.publicUrl}/Usuarios/solicitudes`);
  });

  it('answers a repeat for an address with a pending request the same, and creates nothing', async () => {
    const email = 'repetido@grupo-restaurantes.com';
    expect((await register(email)).statusCode).toBe(202);
    const again = await register(email.toUpperCase(), { fullname: 'Otro Nombre' });
    expect(again.statusCode).toBe(202);
    expect(again.json().successful).toBe(AUTH_MESSAGES.registrationReceived);
    expect(await requestsFor(email)).toHaveLength(1);
    expect(await mailsWith(`Correo: ${email}`)).toHaveLength(2);
    expect(await mailsWith(`Correo: ${email.toUpperCase()}`)).toHaveLength(0);
  });

  it('keeps one pending request when two arrive at once for an address', async () => {
    const email = 'a.la.vez@grupo-restaurantes.com';
    const answers = await Promise.all([register(email), register(email)]);
    expect(answers.map((r) => r.statusCode)).toEqual([202, 202]);
    expect(await requestsFor(email)).toHaveLength(1);
  });

  it('takes a request again once the earlier one was resolved', async () => {
    const { id, email } = await pendingRequest();
    expect((await decline('admin', id, { motivo: 'Datos incompletos' })).statusCode).toBe(200);
    expect((await register(email)).statusCode).toBe(202);
    expect((await requestsFor(email)).map((r) => r.estado)).toEqual([3, 1]);
  });
});

describe('Solicitudes de acceso', () => {
  it('lists the pending requests newest first, with every state counted, to administrators', async () => {
    const older = await pendingRequest();
    const newer = await pendingRequest();
    for (const username of ['admin', 'informatica']) {
      const res = await api.call(username, 'GET', '/api/users/solicitudes?size=100');
      expect(res.statusCode).toBe(200);
      const page = res.json();
      const ids = page.items.map((r: { solicitudId: number }) => r.solicitudId);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      expect(page.items.every((r: { estado: string }) => r.estado === 'pendiente')).toBe(true);
      expect(page.estados.map((e: { estado: string }) => e.estado)).toEqual([
        'pendiente',
        'aprobada',
        'rechazada',
      ]);
      expect(page.estados[0].total).toBe(page.total);
    }
  });

  it('refuses the list to whoever lacks the option, and to a non-administrator holding it', async () => {
    expect((await api.call('gerente.zona', 'GET', '/api/users/solicitudes')).statusCode).toBe(403);
    await t.database.exec(
      `INSERT INTO permisos (usuario_id, option_menu_id, is_active)
       SELECT u.usuario_id, o.option_menu_id, 1 FROM usuarios u, opciones_menu o
        WHERE u.username = 'gerente.operaciones' AND o.clave = 'users.accessRequests'`,
    );
    const res = await api.call('gerente.operaciones', 'GET', '/api/users/solicitudes');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.onlyAdministrators);
    const { id, email } = await pendingRequest();
    const body = await approvalBody(email);
    expect((await approve('gerente.operaciones', id, body)).statusCode).toBe(403);
    expect((await decline('gerente.operaciones', id, { motivo: 'No' })).statusCode).toBe(403);
    expect((await requestsFor(email))[0]!.estado).toBe(1);
  });

  it('creates the user through the creation rules and marks the request aprobada', async () => {
    const { id, email } = await pendingRequest();
    const res = await approve('informatica', id, await approvalBody(email));
    expect(res.statusCode).toBe(201);
    const { data, successful } = res.json();
    expect(data.username).toMatch(/^mario\.penate\d*$/);
    expect(successful).toBe(USERS_MESSAGES.created(data.username));

    const [stored] = await requestsFor(email);
    expect(stored).toMatchObject({ estado: 2, usuario_id: data.userID });
    const [user] = await t.database.query<{ correo: string; perfil: string }>(
      `SELECT correo, perfil FROM usuarios WHERE usuario_id = $1`,
      [data.userID],
    );
    expect(user).toEqual({ correo: email, perfil: 'Oficina' });
    expect(await mailsWith(`Su usuario es: ${data.username}`)).not.toHaveLength(0);
    const audited = await t.database.query(
      `SELECT 1 FROM bitacora WHERE accion = 'solicitud_acceso.aprobar' AND entidad_id = $1`,
      [String(id)],
    );
    expect(audited).toHaveLength(1);

    const approved = (await api.call('admin', 'GET', '/api/users/solicitudes?estado=aprobada'))
      .json()
      .items.find((r: { solicitudId: number }) => r.solicitudId === id);
    expect(approved).toMatchObject({
      estado: 'aprobada',
      usuarioCreado: data.username,
      resueltoPor: 'Karla Méndez',
    });
  });

  it('refuses what the creation rules refuse and leaves the request pending', async () => {
    const { id } = await pendingRequest();
    const taken = await approve('admin', id, await approvalBody('compras@grupo-restaurantes.com'));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields).toEqual({ correo: USERS_MESSAGES.emailTaken });
    const foreign = await approve('admin', id, await approvalBody('mario@gmail.com'));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields.correo).toBe(
      USERS_MESSAGES.corporateEmailOnly(t.config.EMAIL_DOMAIN),
    );
    const [stored] = await t.database.query<Stored>(
      `SELECT estado, usuario_id FROM solicitudes_acceso WHERE solicitud_id = $1`,
      [id],
    );
    expect(stored).toEqual({ estado: 1, usuario_id: null });
  });

  it('declines with a reason only, mails it to the requester and marks it rechazada', async () => {
    const { id, email } = await pendingRequest();
    const missing = await decline('admin', id, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ motivo: M.motivoRequired });
    expect((await decline('admin', id, { motivo: '   ' })).statusCode).toBe(400);

    const res = await decline('admin', id, { motivo: 'No encontramos su contrato en RR. HH.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().successful).toBe(M.declined(email));
    expect((await requestsFor(email))[0]).toMatchObject({
      estado: 3,
      motivo: 'No encontramos su contrato en RR. HH.',
    });
    const [mail] = await mailsWith('Motivo: No encontramos su contrato en RR. HH.');
    expect(mail).toMatchObject({ para: email, asunto: 'Jarvis: su solicitud de acceso' });
    expect(mail!.texto).toContain('Hola, Mario Alberto Peñate:');
  });

  it('answers 409 to a second approval or decline, and creates no second user', async () => {
    const approved = await pendingRequest();
    const body = await approvalBody(approved.email);
    expect((await approve('admin', approved.id, body)).statusCode).toBe(201);
    const twice = await approve('informatica', approved.id, {
      ...body,
      correo: `otro.${approved.email}`,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(M.notPending('aprobada'));
    const late = await decline('informatica', approved.id, { motivo: 'Tarde' });
    expect(late.statusCode).toBe(409);
    expect(
      await t.database.query(`SELECT 1 FROM usuarios WHERE correo = $1`, [
        `otro.${approved.email}`,
      ]),
    ).toEqual([]);

    const declined = await pendingRequest();
    expect((await decline('admin', declined.id, { motivo: 'Duplicada' })).statusCode).toBe(200);
    const afterDecline = await approve(
      'informatica',
      declined.id,
      await approvalBody(declined.email),
    );
    expect(afterDecline.statusCode).toBe(409);
    expect(afterDecline.json().message).toBe(M.notPending('rechazada'));
    expect((await decline('admin', declined.id, { motivo: 'Otra vez' })).statusCode).toBe(409);
  });

  it('lets one of two administrators approving at once win; the other gets 409', async () => {
    // The second one's user under another address, or under the same one (its insert then meets
    // the winner's user before its update meets the request).
    for (const other of ['segundo.', '']) {
      const { id, email } = await pendingRequest();
      const body = await approvalBody(email);
      const results = await Promise.all([
        approve('admin', id, body),
        approve('informatica', id, { ...body, correo: `${other}${email}` }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(
        M.notPending('aprobada'),
      );
      const created = await t.database.query(`SELECT 1 FROM usuarios WHERE correo IN ($1, $2)`, [
        email,
        `segundo.${email}`,
      ]);
      expect(created).toHaveLength(1);
    }
  });

  it('approves once per idempotency key: a repeat answers the same user and creates none', async () => {
    const { id, email } = await pendingRequest();
    const body = await approvalBody(email);
    const send = async (key?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/users/solicitudes/${id}/aprobar`,
        headers: { ...(await api.headers('admin')), ...(key ? { 'idempotency-key': key } : {}) },
        payload: body,
      });
    const missing = await send();
    expect(missing.statusCode).toBe(400);
    expect((await requestsFor(email))[0]!.estado).toBe(1);

    const [first, second] = await Promise.all([send('aprobar-1'), send('aprobar-1')]);
    const again = await send('aprobar-1');
    for (const res of [first, second, again]) {
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual(first.json());
    }
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(
      await t.database.query(`SELECT 1 FROM usuarios WHERE correo = $1`, [email]),
    ).toHaveLength(1);
    // One welcome mail: the repeats queued none.
    expect(await t.database.query(`SELECT 1 FROM correos WHERE para = $1`, [email])).toHaveLength(
      1,
    );
  });

  it('answers 404 for a request that does not exist', async () => {
    const res = await decline('admin', 999_999, { motivo: 'No existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.notFound);
  });
});
