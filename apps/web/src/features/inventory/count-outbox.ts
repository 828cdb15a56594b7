/**
 * The counts typed on a phone that the server has not taken yet (issue #55 point 4). Every cell is
 * saved as it is typed; when the connection drops, what is typed waits here — in the browser's
 * storage, so a reload or a closed tab loses nothing — and is sent, in the order typed, when the
 * connection comes back. Each save carries the line's version the value was typed over: a value
 * someone else saved meanwhile is not overwritten, it comes back as a conflict for the person to
 * settle.
 */

export type CountField = 'invCerrado' | 'invAbierto';

/** One cell as typed: the line, the field, the value (null clears it) and the version it was typed over. */
export type PendingCount = {
  inventarioDetalleId: number;
  campo: CountField;
  valor: number | null;
  version: number;
};

/** What the server answers for a save: the line as saved (its new version), or why not. */
export type SaveOutcome<L> =
  | { kind: 'saved'; line: L & { inventarioDetalleId: number; version: number } }
  /** Someone else saved the line meanwhile (409 on the cell). */
  | { kind: 'conflict' }
  /** The count is no longer En Proceso, or the value was refused: it can never be saved. */
  | { kind: 'refused'; message: string }
  /** No connection, or the server did not answer: try again later. */
  | { kind: 'offline' };

export type Conflict = PendingCount & { message: string };

export type OutboxState = {
  pending: PendingCount[];
  conflicts: Conflict[];
  /** The last save failed for want of a connection. */
  isOffline: boolean;
  /** The last refusal that drops what was typed (a finished count). */
  refusal: string | null;
};

export type OutboxOptions<L> = {
  inventarioId: number;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  send: (edit: PendingCount) => Promise<SaveOutcome<L>>;
  /** A line as the server saved it, for the screen to show. */
  onSaved: (line: L & { inventarioDetalleId: number; version: number }) => void;
  /** The state changed (pending count, offline, conflicts): the screen redraws. */
  onChange: (state: OutboxState) => void;
  conflictMessage: string;
};

const keyOf = (inventarioId: number) => `jarvis.inventario.${String(inventarioId)}.pendientes`;

const sameCell = (a: Pick<PendingCount, 'inventarioDetalleId' | 'campo'>, b: typeof a) =>
  a.inventarioDetalleId === b.inventarioDetalleId && a.campo === b.campo;

function isPending(value: unknown): value is PendingCount {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.inventarioDetalleId === 'number' &&
    (v.campo === 'invCerrado' || v.campo === 'invAbierto') &&
    (v.valor === null || typeof v.valor === 'number') &&
    typeof v.version === 'number'
  );
}

/** What a previous visit left unsent, read defensively: a damaged entry is dropped, not fatal. */
function load(storage: OutboxOptions<unknown>['storage'], key: string): PendingCount[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPending) : [];
  } catch {
    return [];
  }
}

export type CountOutbox = ReturnType<typeof createCountOutbox>;

export function createCountOutbox<L>(options: OutboxOptions<L>) {
  const key = keyOf(options.inventarioId);
  const state: OutboxState = {
    pending: load(options.storage, key),
    conflicts: [],
    isOffline: false,
    refusal: null,
  };
  let flushing: Promise<void> | undefined;

  const changed = () => {
    try {
      if (state.pending.length) options.storage.setItem(key, JSON.stringify(state.pending));
      else options.storage.removeItem(key);
    } catch {
      // A full or unavailable storage: the edits still wait in memory while the page is open.
    }
    options.onChange({
      ...state,
      pending: [...state.pending],
      conflicts: [...state.conflicts],
    });
  };

  /** A saved line's new version is what the other cells typed over the same version now rest on. */
  const rebase = (inventarioDetalleId: number, from: number, to: number) => {
    for (const edit of state.pending)
      if (edit.inventarioDetalleId === inventarioDetalleId && edit.version === from)
        edit.version = to;
  };

  async function run() {
    while (state.pending.length > 0) {
      const edit = state.pending[0]!;
      const sent = { ...edit };
      const outcome = await options.send(sent);
      // The cell may have been typed again while this save was on its way (the same entry, a new
      // value): then it stays queued, over the version this save made.
      const typedAgain = edit.valor !== sent.valor;
      if (outcome.kind === 'offline') {
        state.isOffline = true;
        changed();
        return;
      }
      state.isOffline = false;
      if (outcome.kind === 'saved') {
        rebase(edit.inventarioDetalleId, sent.version, outcome.line.version);
        if (!typedAgain) state.pending.shift();
        options.onSaved(outcome.line);
      } else if (outcome.kind === 'conflict') {
        state.pending.shift();
        state.conflicts = [
          ...state.conflicts.filter((c) => !sameCell(c, edit)),
          { ...edit, message: options.conflictMessage },
        ];
      } else {
        // The count is finished or the value refused: nothing queued can be saved any more.
        state.refusal = outcome.message;
        state.pending = [];
      }
      changed();
    }
  }

  /** Sends what waits, one save at a time; a call while sending joins the run under way. */
  function flush(): Promise<void> {
    flushing ??= run().finally(() => {
      flushing = undefined;
    });
    return flushing;
  }

  return {
    state: () => state,
    /**
     * A cell typed: queued over the version the screen shows, replacing a value of the same cell
     * not sent yet (the version it was first typed over stays), and sent.
     */
    type(edit: PendingCount) {
      const waiting = state.pending.find((p) => sameCell(p, edit));
      if (waiting) waiting.valor = edit.valor;
      else state.pending.push({ ...edit });
      state.conflicts = state.conflicts.filter((c) => !sameCell(c, edit));
      state.refusal = null;
      changed();
      return flush();
    },
    flush,
    /** The person settled a conflict by keeping the server's value. */
    dismiss(cell: Pick<PendingCount, 'inventarioDetalleId' | 'campo'>) {
      state.conflicts = state.conflicts.filter((c) => !sameCell(c, cell));
      changed();
    },
    /** The value waiting for a cell, if any: the screen shows it over the server's. */
    pendingValue(cell: Pick<PendingCount, 'inventarioDetalleId' | 'campo'>) {
      return state.pending.find((p) => sameCell(p, cell));
    },
  };
}
