import { describe, expect, it } from 'vitest';
import {
  createCountOutbox,
  type OutboxState,
  type PendingCount,
  type SaveOutcome,
} from './count-outbox';

type Line = { inventarioDetalleId: number; version: number; valor: number | null };

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

/** A server that keeps each line's version and answers as the API does. */
function fakeServer() {
  const versions = new Map<number, number>();
  const received: PendingCount[] = [];
  let online = true;
  let finished = false;
  const send = async (edit: PendingCount): Promise<SaveOutcome<Line>> => {
    await Promise.resolve();
    if (!online) return { kind: 'offline' };
    if (finished) return { kind: 'refused', message: 'Ya no está En Proceso' };
    const current = versions.get(edit.inventarioDetalleId) ?? 0;
    if (current !== edit.version) return { kind: 'conflict' };
    received.push(edit);
    versions.set(edit.inventarioDetalleId, current + 1);
    return {
      kind: 'saved',
      line: {
        inventarioDetalleId: edit.inventarioDetalleId,
        version: current + 1,
        valor: edit.valor,
      },
    };
  };
  return {
    send,
    received,
    versions,
    setOnline: (v: boolean) => (online = v),
    finish: () => (finished = true),
  };
}

function outbox(storage = memoryStorage(), server = fakeServer()) {
  const saved: Line[] = [];
  let last: OutboxState | undefined;
  const box = createCountOutbox<Line>({
    inventarioId: 7,
    storage,
    send: server.send,
    onSaved: (line) => saved.push(line),
    onChange: (state) => (last = state),
    conflictMessage: 'Alguien más cambió esta cantidad',
  });
  return { box, storage, server, saved, state: () => last };
}

const cell = (
  id: number,
  valor: number | null,
  version = 0,
  campo: 'invCerrado' | 'invAbierto' = 'invCerrado',
) => ({
  inventarioDetalleId: id,
  campo,
  valor,
  version,
});

describe('the counts outbox', () => {
  it('sends each cell as typed and forgets it once saved', async () => {
    const o = outbox();
    await o.box.type(cell(1, 3));
    await o.box.type(cell(2, 4));
    expect(o.server.received.map((e) => e.valor)).toEqual([3, 4]);
    expect(o.saved.map((l) => l.version)).toEqual([1, 1]);
    expect(o.state()?.pending).toEqual([]);
    expect(o.storage.items.size).toBe(0);
  });

  it('keeps what is typed offline in the browser, through a reload, and sends it when back', async () => {
    const server = fakeServer();
    const storage = memoryStorage();
    const first = outbox(storage, server);
    server.setOnline(false);
    await first.box.type(cell(1, 5));
    await first.box.type(cell(2, 6));
    expect(first.state()).toMatchObject({ isOffline: true });
    expect(first.state()?.pending).toHaveLength(2);
    expect(server.received).toHaveLength(0);

    // The page is reloaded: a new outbox reads what waits.
    const reloaded = outbox(storage, server);
    expect(reloaded.box.state().pending.map((p) => p.valor)).toEqual([5, 6]);
    server.setOnline(true);
    await reloaded.box.flush();
    expect(server.received.map((e) => e.valor)).toEqual([5, 6]);
    expect(reloaded.state()?.isOffline).toBe(false);
    expect(storage.items.size).toBe(0);
  });

  it('two cells of one line typed offline are not taken for a conflict with each other', async () => {
    const o = outbox();
    o.server.setOnline(false);
    await o.box.type(cell(1, 2, 0, 'invCerrado'));
    await o.box.type(cell(1, 0.5, 0, 'invAbierto'));
    o.server.setOnline(true);
    await o.box.flush();
    expect(o.server.received.map((e) => [e.campo, e.version])).toEqual([
      ['invCerrado', 0],
      ['invAbierto', 1],
    ]);
    expect(o.state()?.conflicts).toEqual([]);
  });

  it('a cell typed twice before it is sent is sent once, with the last value', async () => {
    const o = outbox();
    o.server.setOnline(false);
    await o.box.type(cell(1, 2));
    await o.box.type(cell(1, 20));
    o.server.setOnline(true);
    await o.box.flush();
    expect(o.server.received.map((e) => e.valor)).toEqual([20]);
  });

  it('a cell typed again while its save is on the way is sent again, over the new version', async () => {
    const o = outbox();
    const sending = o.box.type(cell(1, 2));
    void o.box.type(cell(1, 9));
    await sending;
    await o.box.flush();
    expect(o.server.received.map((e) => [e.valor, e.version])).toEqual([
      [2, 0],
      [9, 1],
    ]);
  });

  it('does not overwrite a value someone else saved: the cell is a conflict to settle', async () => {
    const o = outbox();
    // Another phone saved line 1 first.
    o.server.versions.set(1, 1);
    await o.box.type(cell(1, 7, 0));
    expect(o.server.received).toHaveLength(0);
    expect(o.state()?.conflicts).toMatchObject([
      { inventarioDetalleId: 1, valor: 7, message: 'Alguien más cambió esta cantidad' },
    ]);
    // Typed again over the version now shown: saved, and the conflict is gone.
    await o.box.type(cell(1, 8, 1));
    expect(o.server.received.map((e) => e.valor)).toEqual([8]);
    expect(o.state()?.conflicts).toEqual([]);
  });

  it('drops what waits once the count is finished, and says why', async () => {
    const o = outbox();
    o.server.finish();
    await o.box.type(cell(1, 1));
    expect(o.state()).toMatchObject({ pending: [], refusal: 'Ya no está En Proceso' });
  });

  it('reads a damaged store as empty', () => {
    const storage = memoryStorage();
    storage.setItem('jarvis.inventario.7.pendientes', '{no es json');
    expect(outbox(storage).box.state().pending).toEqual([]);
    storage.setItem('jarvis.inventario.7.pendientes', JSON.stringify([{ valor: 'x' }, cell(3, 1)]));
    expect(outbox(storage).box.state().pending).toEqual([cell(3, 1)]);
  });
});
