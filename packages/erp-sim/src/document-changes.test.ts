import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documentHelpers, slError, startSimulator, type Doc, type Started } from './test-helpers';

let s: Started;
beforeAll(async () => {
  s = await startSimulator({ now: () => new Date('2026-03-10T15:30:00Z') });
});
beforeEach(() => s.sim.reset());
afterAll(() => s.sim.close());

const { createOrder, copy, invoice, getDoc } = documentHelpers(() => s);

describe('Close, Cancel, Reopen and DELETE', () => {
  it('closes an order, refuses to close it twice, and reopens it', async () => {
    await createOrder();
    expect((await s.client.post('PurchaseOrders(1)/Close', {})).status).toBe(204);
    const closed = await getDoc('PurchaseOrders(1)');
    expect(closed.DocumentStatus).toBe('bost_Close');
    expect(closed.DocumentLines.every((l) => l.LineStatus === 'bost_Close')).toBe(true);
    expect((await s.client.post('PurchaseOrders(1)/Close')).body).toEqual(
      slError(-5002, 'Document is already closed or cancelled'),
    );
    expect((await s.client.post('PurchaseOrders(1)/Reopen')).status).toBe(204);
    expect(await getDoc('PurchaseOrders(1)')).toMatchObject({ DocumentStatus: 'bost_Open' });
    expect((await s.client.post('PurchaseOrders(1)/Reopen')).body).toEqual(
      slError(-5002, 'Document is not closed'),
    );
  });

  it('cancels an order that nothing was copied from, once', async () => {
    await createOrder();
    expect((await s.client.post('PurchaseOrders(1)/Cancel')).status).toBe(204);
    expect(await getDoc('PurchaseOrders(1)')).toMatchObject({
      Cancelled: 'tYES',
      CancelStatus: 'csYes',
      DocumentStatus: 'bost_Close',
    });
    expect((await s.client.post('PurchaseOrders(1)/Cancel')).status).toBe(400);
  });

  it('refuses to cancel an order already copied to an invoice', async () => {
    const po = await createOrder();
    await invoice({ DocumentLines: [copy(po.DocEntry, 0, { Quantity: 1 })] });
    expect((await s.client.post('PurchaseOrders(1)/Cancel')).body).toEqual(
      slError(-5002, 'Cannot cancel a document that has been copied to a target document'),
    );
  });

  it('cancels an invoice with a cancellation document and gives the order its quantities back', async () => {
    const po = await createOrder();
    await invoice({
      NumAtCard: 'CCF-9',
      DocumentLines: [copy(po.DocEntry, 0), copy(po.DocEntry, 1)],
    });
    expect((await getDoc('PurchaseOrders(1)')).DocumentStatus).toBe('bost_Close');

    expect((await s.client.post('PurchaseInvoices(1)/Cancel')).status).toBe(204);
    expect(await getDoc('PurchaseInvoices(1)')).toMatchObject({
      Cancelled: 'tYES',
      CancelStatus: 'csYes',
    });
    expect(await getDoc('PurchaseInvoices(2)')).toMatchObject({
      DocNum: 51002,
      NumAtCard: 'CCF-9',
      CancelStatus: 'csCancellation',
      DocumentStatus: 'bost_Close',
    });
    const order = await getDoc('PurchaseOrders(1)');
    expect(order.DocumentStatus).toBe('bost_Open');
    expect(order.DocumentLines).toMatchObject([
      { RemainingOpenQuantity: 10, LineStatus: 'bost_Open' },
      { RemainingOpenQuantity: 2, LineStatus: 'bost_Open' },
    ]);
    expect((await s.client.post('PurchaseInvoices(1)/Cancel')).status).toBe(400);
    expect((await s.client.post('PurchaseInvoices(2)/Cancel')).status).toBe(400);
  });

  it('refuses Close on an invoice, unknown actions, and DELETE of any document', async () => {
    const po = await createOrder();
    await invoice({ DocumentLines: [copy(po.DocEntry, 0)] });
    const unsupported = slError(-5006, 'The requested action is not supported for this object.');
    expect((await s.client.post('PurchaseInvoices(1)/Close')).body).toEqual(unsupported);
    expect((await s.client.post('PurchaseOrders(1)/Approve')).body).toEqual(unsupported);
    expect(await s.client.delete('PurchaseOrders(1)')).toMatchObject({
      status: 400,
      body: unsupported,
    });
    expect((await s.client.delete('PurchaseInvoices(1)')).status).toBe(400);
    expect((await s.client.post('PurchaseOrders(9)/Close')).status).toBe(404);
  });
});

describe('copying more than the open quantity', () => {
  it('closes the order line at 0 and a cancellation gives back exactly what that invoice took', async () => {
    const po = await createOrder(); // line 0: 10 units, line 1: 2 units
    const first = await invoice({ DocumentLines: [copy(po.DocEntry, 0, { Quantity: 4 })] });
    expect(first.status, first.text).toBe(201);
    // SAP accepts a copy beyond the open quantity by default and closes the base line.
    const second = await invoice({ DocumentLines: [copy(po.DocEntry, 0, { Quantity: 9 })] });
    expect(second.status, second.text).toBe(201);
    expect((second.body as Doc).DocumentLines[0]).toMatchObject({ Quantity: 9 });
    expect((await getDoc('PurchaseOrders(1)')).DocumentLines[0]).toMatchObject({
      RemainingOpenQuantity: 0,
      LineStatus: 'bost_Close',
    });

    // The second invoice only took the 6 that were still open: cancelling it gives back 6.
    expect((await s.client.post('PurchaseInvoices(2)/Cancel')).status).toBe(204);
    expect((await getDoc('PurchaseOrders(1)')).DocumentLines[0]).toMatchObject({
      RemainingOpenQuantity: 6,
      LineStatus: 'bost_Open',
    });
    // And cancelling the first gives back its 4: the line is whole again, never more.
    expect((await s.client.post('PurchaseInvoices(1)/Cancel')).status).toBe(204);
    expect((await getDoc('PurchaseOrders(1)')).DocumentLines[0]).toMatchObject({
      RemainingOpenQuantity: 10,
      LineStatus: 'bost_Open',
    });
  });

  it('closes a line over-copied at once at 0, and its cancellation gives back the line’s quantity, not more', async () => {
    const po = await createOrder();
    // Over-copy at once: 12 of 10; the line closes at 0 (never below).
    expect(
      (await invoice({ DocumentLines: [copy(po.DocEntry, 0, { Quantity: 12 })] })).status,
    ).toBe(201);
    expect((await getDoc('PurchaseOrders(1)')).DocumentLines[0]).toMatchObject({
      RemainingOpenQuantity: 0,
      LineStatus: 'bost_Close',
    });
    // It took the 10 that were open, not 12: cancelling it gives back 10.
    expect((await s.client.post('PurchaseInvoices(1)/Cancel')).status).toBe(204);
    const order = await getDoc('PurchaseOrders(1)');
    expect(order.DocumentLines[0]).toMatchObject({
      RemainingOpenQuantity: 10,
      LineStatus: 'bost_Open',
    });
    expect(order.DocumentStatus).toBe('bost_Open');
  });
});

describe('PATCH', () => {
  it('merges header properties and lines by LineNum, adds lines without one, and recomputes', async () => {
    await createOrder();
    const res = await s.client.patch('PurchaseOrders(1)', {
      Comments: 'Entregar antes de las 10',
      U_BO_ID: 'orden:pedidos:1',
      DocumentLines: [
        { LineNum: 1, Quantity: 3 },
        { ItemCode: 'LAC-0003', Quantity: 1, UnitPrice: 72.4 },
      ],
    });
    expect(res.status, res.text).toBe(204);
    const doc = await getDoc('PurchaseOrders(1)');
    expect(doc).toMatchObject({ Comments: 'Entregar antes de las 10', U_BO_ID: 'orden:pedidos:1' });
    expect(doc.DocumentLines).toMatchObject([
      { LineNum: 0, Quantity: 10 },
      { LineNum: 1, Quantity: 3, LineTotal: 185.4, RemainingOpenQuantity: 3 },
      { LineNum: 2, ItemCode: 'LAC-0003', LineTotal: 72.4 },
    ]);
    expect(doc.DocTotal).toBe(948.97); // 582 + 185.40 + 72.40 = 839.80; IVA 75.66 + 24.10 + 9.41
  });

  it('drops the lines not sent with B1S-ReplaceCollectionsOnPatch, and works through the method override', async () => {
    await createOrder();
    const res = await s.client.post(
      'PurchaseOrders(1)',
      { DocumentLines: [{ LineNum: 1 }] },
      {
        'x-http-method-override': 'PATCH',
        'b1s-replacecollectionsonpatch': 'true',
      },
    );
    expect(res.status, res.text).toBe(204);
    expect((await getDoc('PurchaseOrders(1)')).DocumentLines).toMatchObject([{ LineNum: 1 }]);
  });

  it('refuses to change the supplier, a line of an invoice, or an unknown line', async () => {
    const po = await createOrder();
    const fixed = slError(-1029, 'Field cannot be updated (ODBC -1029)');
    expect((await s.client.patch('PurchaseOrders(1)', { CardCode: 'PSW0001' })).body).toEqual(
      fixed,
    );
    expect(
      (await s.client.patch('PurchaseOrders(1)', { DocumentLines: [{ LineNum: 5, Quantity: 1 }] }))
        .status,
    ).toBe(400);
    await invoice({ DocumentLines: [copy(po.DocEntry, 0, { Quantity: 4 })] });
    expect(
      (
        await s.client.patch('PurchaseInvoices(1)', {
          DocumentLines: [{ LineNum: 0, Quantity: 1 }],
        })
      ).body,
    ).toEqual(fixed);
    expect(
      (await s.client.patch('PurchaseOrders(1)', { DocumentLines: [{ LineNum: 0, Quantity: 3 }] }))
        .body,
    ).toEqual(
      slError(
        -5002,
        'Quantity cannot be less than the quantity already copied to target documents [POR1.Quantity][line: 1]',
      ),
    );
    expect(
      (
        await s.client.patch('PurchaseInvoices(1)', {
          Comments: 'CCF recibido',
          U_SelloRecepcion: 'ABC',
        })
      ).status,
    ).toBe(204);
    expect(await getDoc('PurchaseInvoices(1)')).toMatchObject({
      Comments: 'CCF recibido',
      U_SelloRecepcion: 'ABC',
    });
  });
});

describe('approval procedure', () => {
  it('turns the POST into a draft and answers -2028, as SAP does when approval is required', async () => {
    const approvals = await startSimulator({ approvalRequiredFor: ['PurchaseOrders'] });
    try {
      const res = await approvals.client.post('PurchaseOrders', {
        CardCode: 'PSW0001',
        U_BO_ID: 'orden:pedidos:77',
        DocumentLines: [{ ItemCode: 'PAN-0001', Quantity: 1 }],
      });
      expect(res).toMatchObject({
        status: 400,
        body: slError(-2028, 'No matching records found (ODBC -2028)'),
      });
      expect((await approvals.client.get('PurchaseOrders/$count')).text).toBe('0');
      const drafts = await approvals.client.get(
        "Drafts?$filter=DocObjectCode eq 'oPurchaseOrders' and U_BO_ID eq 'orden:pedidos:77'&$select=DocEntry,AuthorizationStatus",
      );
      expect((drafts.body as { value: unknown[] }).value).toEqual([
        { DocEntry: 1, AuthorizationStatus: 'dasPending' },
      ]);
      expect((await approvals.client.delete('Drafts(1)')).status).toBe(204);
      expect((await approvals.client.get('Drafts/$count')).text).toBe('0');
    } finally {
      await approvals.sim.close();
    }
  });
});
