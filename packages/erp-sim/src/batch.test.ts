import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { slError, startSimulator, type Started } from './test-helpers';

let s: Started;
beforeAll(async () => {
  s = await startSimulator();
});
beforeEach(() => s.sim.reset());
afterAll(() => s.sim.close());

const order = (id: string) =>
  JSON.stringify({ CardCode: 'PVE0001', U_BO_ID: id, DocumentLines: [{ ItemCode: 'CAF-0001' }] });

function httpPart(request: string, contentId?: string) {
  const head = ['Content-Type: application/http', 'Content-Transfer-Encoding: binary'];
  if (contentId) head.push(`Content-ID: ${contentId}`);
  return `${head.join('\r\n')}\r\n\r\n${request}`;
}

function multipart(boundary: string, parts: string[]) {
  return `${parts.map((p) => `--${boundary}\r\n${p}\r\n`).join('')}--${boundary}--\r\n`;
}

function changeset(boundary: string, parts: string[]) {
  return `Content-Type: multipart/mixed;boundary=${boundary}\r\n\r\n${multipart(boundary, parts)}`;
}

const post = (path: string, json: string) =>
  `POST /b1s/v1/${path} HTTP/1.1\r\nContent-Type: application/json\r\n\r\n${json}`;

async function send(body: string) {
  return s.client.post('$batch', body, { 'content-type': 'multipart/mixed;boundary=batch_1' });
}

const count = async (filter: string) =>
  (await s.client.get(`PurchaseOrders/$count?$filter=${encodeURIComponent(filter)}`)).text;

describe('$batch', () => {
  it('runs reads and an atomic change set, resolving $<Content-ID> references', async () => {
    const res = await send(
      multipart('batch_1', [
        httpPart("GET /b1s/v1/Items('CAF-0001')?$select=ItemName HTTP/1.1\r\n"),
        changeset('changeset_1', [
          httpPart(post('PurchaseOrders', order('b1')), '1'),
          httpPart('POST $1/Cancel HTTP/1.1\r\n', '2'),
        ]),
      ]),
    );
    expect(res.status).toBe(202);
    const boundary = /boundary=(\S+)/.exec(res.headers.get('content-type') ?? '')?.[1];
    expect(boundary).toMatch(/^batchresponse_/);
    expect(res.text).toContain('HTTP/1.1 200 OK');
    expect(res.text).toContain('"ItemName":"Café en grano mezcla espresso"');
    expect(res.text).toMatch(
      /Content-ID: 1\r\n\r\nHTTP\/1.1 201 Created\r\nlocation: .*PurchaseOrders\(1\)/,
    );
    expect(res.text).toMatch(/Content-ID: 2\r\n\r\nHTTP\/1.1 204 No Content/);
    expect((await s.client.get('PurchaseOrders(1)')).body).toMatchObject({ Cancelled: 'tYES' });
  });

  it('rolls the whole change set back at its first failure, answers that error once, and stops', async () => {
    const res = await send(
      multipart('batch_1', [
        changeset('changeset_1', [
          httpPart(post('PurchaseOrders', order('b2')), '1'),
          httpPart(post('PurchaseOrders', order('b3').replace('PVE0001', 'P999')), '2'),
        ]),
        changeset('changeset_2', [httpPart(post('PurchaseOrders', order('b4')), '1')]),
      ]),
    );
    expect(res.status).toBe(202);
    expect(res.text.match(/HTTP\/1.1 /g)).toHaveLength(1);
    expect(res.text).toContain('HTTP/1.1 400 Bad Request');
    expect(res.text).toContain("Invalid BP code [OPOR.CardCode] , 'P999'");
    expect(await count("U_BO_ID eq 'b2' or U_BO_ID eq 'b4'")).toBe('0');
    // The rolled-back POST gave its DocEntry and number back too.
    const next = await s.client.post('PurchaseOrders', JSON.parse(order('b5')) as unknown);
    expect(next.body).toMatchObject({ DocEntry: 1, DocNum: 24001 });
  });

  it('refuses a malformed body with 400 / -1000', async () => {
    const res = await send(`--batch_1\r\n${httpPart('GET /b1s/v1/Items HTTP/1.1\r\n')}\r\n`);
    expect(res).toMatchObject({
      status: 400,
      body: slError(-1000, 'Incomplete Batch Request Body!'),
    });
    const noBoundary = await s.client.post('$batch', 'x', { 'content-type': 'multipart/mixed' });
    expect(noBoundary.status).toBe(400);
  });

  it('posts stock transfers in a change set, all or none', async () => {
    const transfer = (id: number, to = 'SW02') =>
      JSON.stringify({
        FromWarehouse: 'SW01',
        ToWarehouse: to,
        U_BO_ID: `traslado:traslado:${id}`,
        StockTransferLines: [{ ItemCode: 'PAN-0001', Quantity: 5 }],
      });
    const ok = await send(
      multipart('batch_1', [
        changeset('changeset_1', [
          httpPart(post('StockTransfers', transfer(12)), '1'),
          httpPart(post('StockTransfers', transfer(13)), '2'),
        ]),
      ]),
    );
    expect(ok.text).toMatch(
      /Content-ID: 2\r\n\r\nHTTP\/1.1 201 Created\r\nlocation: .*StockTransfers\(2\)/,
    );
    const failed = await send(
      multipart('batch_1', [
        changeset('changeset_1', [
          httpPart(post('StockTransfers', transfer(14)), '1'),
          httpPart(post('StockTransfers', transfer(15, 'SW01')), '2'),
        ]),
      ]),
    );
    expect(failed.text).toContain(
      "Cannot transfer to the same warehouse [WTR1.WhsCode][line: 1] , 'SW01'",
    );
    expect((await s.client.get('StockTransfers/$count')).text).toBe('2');
    const next = await s.client.post('StockTransfers', JSON.parse(transfer(16)) as unknown);
    expect(next.body).toMatchObject({ DocEntry: 3, DocNum: 31003 });
  });
});
