import { useRef, useState, type KeyboardEvent } from 'react';
import { Input } from 'antd';
import Decimal from 'decimal.js';
import { ORDER_MESSAGES, type OrderLine } from '@jarvis/contracts/orders';
import { detailPrice, detailQuantity } from '@jarvis/contracts/orders-edits';
import { formatPrice, formatQuantity } from './orders-format';

/** The line values a cell edits, by their names in OrderLineChangeSchema. */
export type LineField = 'cantidadPedida' | 'cantidadRecibida' | 'precioPedido';

/** How a cell's save ended: when it failed, what to say under the cell (a toast may say it). */
export type SaveOutcome = { saved: true } | { saved: false; message?: string | undefined };
export type SaveCell = (line: OrderLine, field: LineField, value: number) => Promise<SaveOutcome>;

const NUMBER = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

/** The number typed, reading a decimal comma as a point; NaN for anything that is not a number. */
function typedNumber(text: string): number {
  const trimmed = text.trim();
  return NUMBER.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

const contractMessage = (schema: typeof detailQuantity, n: number) =>
  schema.safeParse(n).error?.issues[0]?.message;

/**
 * What is wrong with a value typed in a cell (spec 2 §5 Order detail edits), or undefined: a
 * quantity ≥ 0 and whole for branch staff, a price ≥ 0.01; both with up to 4 decimals.
 */
export function cellError(field: LineField, text: string, isWholeOnly: boolean) {
  const n = typedNumber(text);
  if (field === 'precioPedido')
    return Number.isNaN(n) ? ORDER_MESSAGES.invalidPrice : contractMessage(detailPrice, n);
  if (Number.isNaN(n)) return ORDER_MESSAGES.positiveNumber;
  if (isWholeOnly && !Number.isInteger(n)) return ORDER_MESSAGES.noDecimals;
  return contractMessage(detailQuantity, n);
}

const FIELD_NAMES: Record<LineField, string> = {
  cantidadPedida: 'Cantidad pedida',
  cantidadRecibida: 'Cantidad recibida',
  precioPedido: 'Precio',
};

/** A value as its cell writes it for editing: quantities as counted, prices with 4 decimals. */
const editText = (field: LineField, value: string | null) =>
  value === null
    ? ''
    : field === 'precioPedido'
      ? new Decimal(value).toFixed(4)
      : formatQuantity(value).replace(/,/g, '');

/** A value as a read-only cell shows it. */
export function shownValue(field: LineField, value: string | null) {
  if (value === null) return '—';
  return field === 'precioPedido' ? formatPrice(value) : formatQuantity(value);
}

type LineCellProps = {
  line: OrderLine;
  field: LineField;
  /** The order allows the signed-in user this edit now (the server's `ediciones`). */
  isEditable: boolean;
  /** Branch staff count whole units. */
  isWholeOnly: boolean;
  onSave: SaveCell;
};

/**
 * A quantity or a price, edited where it is shown. Enter or leaving the cell saves a changed
 * value; Escape puts the saved one back. A value the rules refuse stays typed with its message; a
 * failed save puts the saved value back and says why.
 */
export function LineCell({ line, field, isEditable, isWholeOnly, onSave }: LineCellProps) {
  const saved = line[field];
  const [draft, setDraft] = useState(() => editText(field, saved));
  const [shownSaved, setShownSaved] = useState(saved);
  const [error, setError] = useState<string>();
  const [isSaving, setSaving] = useState(false);
  // Enter then leaving the cell at once: one save, not two (the state is not drawn yet).
  const isSending = useRef(false);
  // The order was read again (a save, someone else's change): the cell shows its value.
  if (shownSaved !== saved) {
    setShownSaved(saved);
    setDraft(editText(field, saved));
    setError(undefined);
  }

  if (!isEditable) return <span className="order-detail-num">{shownValue(field, saved)}</span>;

  const label = `${FIELD_NAMES[field]} de ${line.nombre}`;
  const errorId = `linea-${line.pedidoDetalleId}-${field}-error`;

  const commit = async () => {
    if (isSending.current) return;
    if (draft.trim() === '' && saved === null) return setError(undefined);
    const problem = cellError(field, draft, isWholeOnly);
    if (problem) return setError(problem);
    const value = typedNumber(draft);
    if (saved !== null && new Decimal(saved).eq(value)) {
      setDraft(editText(field, saved));
      return setError(undefined);
    }
    isSending.current = true;
    setSaving(true);
    const outcome = await onSave(line, field, value);
    isSending.current = false;
    setSaving(false);
    if (outcome.saved) return setError(undefined);
    setError(outcome.message);
    setDraft(editText(field, saved));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit();
    } else if (event.key === 'Escape') {
      setDraft(editText(field, saved));
      setError(undefined);
    }
  };

  return (
    <div className="order-detail-cell">
      <Input
        size="small"
        aria-label={label}
        inputMode="decimal"
        prefix={field === 'precioPedido' ? '$' : undefined}
        value={draft}
        readOnly={isSaving}
        status={error ? 'error' : undefined}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(undefined);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => void commit()}
      />
      {error && (
        <div id={errorId} role="alert" className="order-detail-cell__error">
          {error}
        </div>
      )}
    </div>
  );
}
