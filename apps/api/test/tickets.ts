import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

export type Part =
  { name: string; value: string } | { name: string; filename: string; content: Buffer };

/** A multipart body as a browser sends it. */
export function multipart(parts: Part[]) {
  const boundary = `----jarvis${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push('filename' in part ? part.content : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * The ticket requests the API tests make, as the demo accounts (one sign-in per user). `app` is read
 * at call time: the suites create their app in beforeAll.
 */
export function ticketRequests(app: () => TestApp) {
  const tokens = new Map<string, string>();

  async function headers(username: string) {
    let token = tokens.get(username);
    if (!token) {
      token = await app().login(username);
      tokens.set(username, token);
    }
    return app().auth(token);
  }

  async function catalog() {
    const res = await app().app.inject({
      url: '/api/tickets/catalogo',
      headers: await headers('restaurante'),
    });
    return res.json<{
      departamentos: { departamentoID: number; nombre: string }[];
      categorias: { categoriaID: number; nombre: string; departamentoID: number }[];
      problemas: { tipoProblemaID: number; nombre: string; categoriaID: number }[];
    }>();
  }

  async function problemOf(departamento: string) {
    const { departamentos, categorias, problemas } = await catalog();
    const dept = departamentos.find((d) => d.nombre === departamento)!;
    const cat = categorias.find((c) => c.departamentoID === dept.departamentoID)!;
    return problemas.find((p) => p.categoriaID === cat.categoriaID)!.tipoProblemaID;
  }

  async function problemInCategory(categoria: string) {
    const { categorias, problemas } = await catalog();
    const cat = categorias.find((c) => c.nombre === categoria)!;
    return problemas.find((p) => p.categoriaID === cat.categoriaID)!.tipoProblemaID;
  }

  /** 'Crear Ticket' as the form sends it: with a key of its own unless `key` says (null: none). */
  async function createTicket(username: string, parts: Part[], key: string | null = randomUUID()) {
    const { payload, contentType } = multipart(parts);
    return app().app.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: {
        ...(await headers(username)),
        'content-type': contentType,
        ...(key === null ? {} : { 'idempotency-key': key }),
      },
      payload,
    });
  }

  async function newTicket(username = 'restaurante', departamento = 'Mantenimiento') {
    const res = await createTicket(username, [
      { name: 'tipoProblemaID', value: String(await problemOf(departamento)) },
      { name: 'descripcion', value: 'El refrigerador de la línea no enfría desde la mañana.' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { peticionID: number; mascara: string };
  }

  async function detail(username: string, id: number, tipoMenu: 'u' | 'c') {
    return app().app.inject({
      url: `/api/tickets/${id}?tipoMenu=${tipoMenu}`,
      headers: await headers(username),
    });
  }

  /** A collaborator's state change on the version they just read. */
  async function move(username: string, id: number, estado: string, comentario?: string) {
    const seen = (await detail(username, id, 'c')).json();
    return app().app.inject({
      method: 'PUT',
      url: `/api/tickets/${id}/estado`,
      headers: await headers(username),
      payload: {
        estado,
        tipoMenu: 'c',
        version: seen.version,
        ...(comentario ? { comentario } : {}),
      },
    });
  }

  return { headers, problemOf, problemInCategory, createTicket, newTicket, detail, move };
}
