import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES as M } from '@jarvis/contracts/orders';
import { createTestApp, eventually, type TestApp } from '../../../test/test-app';
import { ordersClient } from '../../../test/orders';

/**
 * Approving and voiding orders (spec 2 §2 Approval screen, §4; issue #52 points 6 and 7): many at
 * once, one winner between two approvers, the PDF to the supplier by mail, notices to the branch.
 */
let t: TestApp;
let c: ReturnType<typeof ordersClient>;
beforeAll(async () => {
  t = await createTestApp();
  c = ordersClient(t);
});
afterAll(() => t.close());

async function pdfText(content: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(content), verbosity: 0 }).promise;
  const page = await pdf.getPage(1);
  const [, , width, height] = page.view;
  const text = (await page.getTextContent()).items
    .map((item) => ('str' in item ? item.str : ''))
    .join(' ');
  const pages = pdf.numPages;
  await pdf.destroy();
  return { text, width: width!, height: height!, pages };
}

const tomorrow = () => {
  const d = new Date(`${c.today()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

describe('approving', () => {
  it('moves many orders at once, records who and when, and mails the branch and the supplier', async () => {
    const a = await c.orderIn(1);
    const b = await c.orderIn(1);
    const fechaEstimada = tomorrow();
    const res = await c.call('gerente.zona', 'POST', '/api/pedidos/aprobar', {
      pedidoIds: [a.pedidoId, b.pedidoId],
      fechaEstimada,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ successful: M.approved(2), pedidoIds: [a.pedidoId, b.pedidoId] });

    const order = await c.detail('compras', a.pedidoId);
    expect(order).toMatchObject({ estado: 2 });
    const row = await c.one<{ fecha: string; quien: string }>(
      `SELECT p.fecha_estimada::text AS fecha, u.username AS quien FROM pedidos p
         JOIN usuarios u ON u.usuario_id = p.verificado_por WHERE p.pedido_id = $1`,
      [a.pedidoId],
    );
    expect(row).toEqual({ fecha: fechaEstimada, quien: 'gerente.zona' });
    const approval = order.historial.find((h) => h.accion === 'Aprobó el pedido')!;
    expect(approval.usuario).toBe('Luis Fernando Castañeda');
    expect(approval.cambios[0]).toMatchObject({ campo: 'Estado', de: 'Revisión', a: 'Abierto' });

    // The branch's notice, queued with the approval.
    const notice = await c.one<{ para: string; asunto: string }>(
      `SELECT para, asunto FROM correos WHERE asunto LIKE $1`,
      [`Pedido #${a.pedidoId} aprobado%`],
    );
    expect(notice.para).toMatch(/@/);

    // The supplier's mail with the order's PDF, from the job.
    const mail = await eventually(async () => {
      const [found] = await t.database.query<{
        correo_id: number;
        para: string;
        adjuntos: unknown;
      }>(
        `SELECT correo_id, para, adjuntos FROM correos WHERE asunto LIKE $1 AND estado = 'enviado'`,
        [`%orden de compra N.º ${a.pedidoId}`],
      );
      return found;
    }, 20_000);
    const supplier = await c.one<{ correo: string }>(
      'SELECT correo FROM proveedores WHERE proveedor_id = $1',
      [a.proveedorId],
    );
    expect(mail.para).toBe(supplier.correo);
    expect(mail.adjuntos).toEqual([
      expect.objectContaining({
        filename: `pedido-${a.pedidoId}.pdf`,
        contentType: 'application/pdf',
      }),
    ]);
    const attachment = await c.call(
      'admin',
      'GET',
      `/api/mail/outbox/${mail.correo_id}/adjuntos/0`,
    );
    expect(attachment.statusCode).toBe(200);
    expect(attachment.headers['content-type']).toBe('application/pdf');
    const pdf = await pdfText(attachment.rawPayload);
    // A3 portrait, in points.
    expect(Math.round(pdf.width)).toBe(842);
    expect(Math.round(pdf.height)).toBe(1191);
    expect(pdf.text).toContain(`${a.pedidoId}`);
    expect(pdf.text).toContain('IVA 13');
    expect(pdf.text).toMatch(/lunes y jueves/);
    const stored = await c.one<{ pdf: string }>(
      'SELECT pdf_archivo AS pdf FROM pedidos WHERE pedido_id = $1',
      [a.pedidoId],
    );
    expect(stored.pdf).toMatch(/^pedidos\/.+\.pdf$/);
    // The .eml the outbox wrote carries the PDF.
    const { archivo } = await c.one<{ archivo: string }>(
      'SELECT archivo FROM correos WHERE correo_id = $1',
      [mail.correo_id],
    );
    const eml = await readFile(path.resolve(t.config.outboxDir, archivo), 'utf8');
    expect(eml).toContain('application/pdf');
    expect(eml).toContain(`pedido-${a.pedidoId}.pdf`);
  });

  it('gives one of two approvers the orders and the other a 409, nothing half-applied', async () => {
    const a = await c.orderIn(1);
    const b = await c.orderIn(1);
    const fechaEstimada = tomorrow();
    const [first, second] = await Promise.all([
      c.call('gerente.zona', 'POST', '/api/pedidos/aprobar', {
        pedidoIds: [a.pedidoId, b.pedidoId],
        fechaEstimada,
      }),
      c.call('compras', 'POST', '/api/pedidos/anular', { pedidoIds: [b.pedidoId, a.pedidoId] }),
    ]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json().message).toMatch(
      /^Otro usuario ya cambió el estado de los pedidos #\d+, #\d+;/,
    );
    const states = await t.database.query<{ estado: number }>(
      'SELECT estado FROM pedidos WHERE pedido_id = ANY($1::int[])',
      [[a.pedidoId, b.pedidoId]],
    );
    const winner = first.statusCode === 200 ? 2 : 5;
    expect(states.map((s) => s.estado)).toEqual([winner, winner]);
  });

  it('moves none when one of the selection is no longer in Revisión', async () => {
    const a = await c.orderIn(1);
    const b = await c.orderIn(2);
    const res = await c.call('compras', 'POST', '/api/pedidos/aprobar', {
      pedidoIds: [a.pedidoId, b.pedidoId],
      fechaEstimada: tomorrow(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.alreadyMoved([b.pedidoId]));
    expect((await c.detail('compras', a.pedidoId)).estado).toBe(1);
  });

  it('asks for the estimated date, not in the past, and refuses branch staff', async () => {
    const a = await c.orderIn(1);
    const none = await c.call('compras', 'POST', '/api/pedidos/aprobar', {
      pedidoIds: [a.pedidoId],
    });
    expect(none.json().fields.fechaEstimada).toBe(M.estimatedDateRequired);
    const past = await c.call('compras', 'POST', '/api/pedidos/aprobar', {
      pedidoIds: [a.pedidoId],
      fechaEstimada: '2020-01-01',
    });
    expect(past.json().fields.fechaEstimada).toBe(M.pastDeliveryDate);
    const empty = await c.call('compras', 'POST', '/api/pedidos/aprobar', {
      pedidoIds: [],
      fechaEstimada: tomorrow(),
    });
    expect(empty.json().fields.pedidoIds).toBe(M.noneSelected);
    const branch = await c.call('restaurante', 'POST', '/api/pedidos/anular', {
      pedidoIds: [a.pedidoId],
    });
    expect(branch.statusCode).toBe(403);
    expect((await c.detail('compras', a.pedidoId)).estado).toBe(1);
  });
});

describe('voiding and not delivered', () => {
  it('voids with a notice to the branch, and marks an open order not delivered', async () => {
    const a = await c.orderIn(1);
    const res = await c.call('compras', 'POST', '/api/pedidos/anular', { pedidoIds: [a.pedidoId] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().successful).toBe(M.voided(1));
    expect((await c.detail('compras', a.pedidoId)).estado).toBe(5);
    await c.one('SELECT 1 FROM correos WHERE asunto LIKE $1', [`Pedido #${a.pedidoId} anulado%`]);

    const b = await c.orderIn(2);
    const { version } = await c.detail('restaurante', b.pedidoId);
    const moved = await c.call('restaurante', 'POST', `/api/pedidos/${b.pedidoId}/no-entregado`, {
      version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await c.detail('restaurante', b.pedidoId)).estado).toBe(3);
    const again = await c.call('restaurante', 'POST', `/api/pedidos/${b.pedidoId}/no-entregado`, {
      version: version + 1,
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('downloading PDFs', () => {
  it('gives the selected orders in one A3 document, each on its own page', async () => {
    const a = await c.orderIn(2);
    const b = await c.orderIn(2);
    const res = await c.call('compras', 'POST', '/api/pedidos/pdf', {
      pedidoIds: [a.pedidoId, b.pedidoId],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`pedidos-${a.pedidoId}-${b.pedidoId}.pdf`);
    const pdf = await pdfText(res.rawPayload);
    expect(pdf.pages).toBe(2);
    const other = await c.call('restaurante2', 'POST', '/api/pedidos/pdf', {
      pedidoIds: [a.pedidoId],
    });
    expect(other.statusCode).toBe(404);
  });
});
