import { useEffect, useRef, useState } from 'react';
import { Alert, Input, Typography } from 'antd';
import { CheckCircleOutlined, CloudSyncOutlined, DisconnectOutlined } from '@ant-design/icons';
import Decimal from 'decimal.js';
import { INVENTORY_MESSAGES as M, type InventoryLine } from '@jarvis/contracts/inventory';
import type { CountField, OutboxState, PendingCount } from './count-outbox';
import { formatUnits, parseCount } from './inventory-format';

/** A cell waits this long after the last key before it is sent (each key is not a request). */
const TYPING_PAUSE_MS = 400;

/** The line's total as the cells show it now (what is typed, not yet saved, included). */
function totalOf(line: InventoryLine, cerrado: number | null, abierto: number | null) {
  if (cerrado === null && abierto === null) return null;
  return new Decimal(cerrado ?? 0).times(line.cantidadCompra).plus(abierto ?? 0);
}

function isOutOfRange(line: InventoryLine, total: Decimal | null) {
  if (total === null) return false;
  const min = new Decimal(line.minIngresoInv);
  const max = new Decimal(line.maxIngresoInv);
  if (min.isZero() && max.isZero()) return false;
  return total.lt(min) || total.gt(max);
}

type CellProps = {
  line: InventoryLine;
  campo: CountField;
  label: string;
  unit: string;
  value: number | null;
  isEditable: boolean;
  conflict: string | undefined;
  onType: (value: number | null) => void;
};

/**
 * One count cell. What is typed stays as typed while the cell has the focus (a poll does not
 * overwrite it); it is checked as typed and sent after a short pause, or at once on leaving it.
 */
function CountCell({ line, campo, label, unit, value, isEditable, conflict, onType }: CellProps) {
  const shown = value === null ? '' : formatUnits(String(value));
  const [text, setText] = useState(shown);
  const [error, setError] = useState<string>();
  const focused = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef<number | null | undefined>(undefined);

  useEffect(() => {
    if (!focused.current) setText(shown);
  }, [shown]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const send = () => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    if (latest.current === undefined) return;
    const typed = latest.current;
    latest.current = undefined;
    if (typed !== value) onType(typed);
  };

  const id = `c-${String(line.inventarioDetalleId)}-${campo}`;
  if (!isEditable)
    return (
      <div className="count-cell count-cell--read">
        <span className="count-cell__label">{label}</span>
        <span>
          <span className="inventory-num">{shown === '' ? '—' : shown}</span>{' '}
          {shown !== '' && <span className="count-cell__unit">{unit}</span>}
        </span>
      </div>
    );
  return (
    <div className="count-cell">
      <label className="count-cell__label" htmlFor={id}>
        {label}
      </label>
      <Input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        status={error || conflict ? 'error' : undefined}
        suffix={<span className="count-cell__unit">{unit}</span>}
        aria-label={`${label} ${line.nombre}`}
        aria-invalid={error ? true : undefined}
        onFocus={() => {
          focused.current = true;
        }}
        onBlur={() => {
          focused.current = false;
          send();
          if (error) setText(shown);
          setError(undefined);
        }}
        onChange={(e) => {
          const next = e.target.value;
          setText(next);
          const parsed = parseCount(next);
          if ('error' in parsed) {
            setError(parsed.error);
            latest.current = undefined;
            window.clearTimeout(timer.current);
            return;
          }
          setError(undefined);
          latest.current = parsed.value;
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(send, TYPING_PAUSE_MS);
        }}
        onPressEnter={send}
      />
      {(error ?? conflict) && (
        <span className="count-cell__error" role="alert">
          {error ?? conflict}
        </span>
      )}
    </div>
  );
}

type LineProps = {
  line: InventoryLine;
  isEditable: boolean;
  pending: (campo: CountField) => PendingCount | undefined;
  conflicts: OutboxState['conflicts'];
  onType: (line: InventoryLine, campo: CountField, value: number | null) => void;
};

export function CountLine({ line, isEditable, pending, conflicts, onType }: LineProps) {
  const valueOf = (campo: CountField) => {
    const waiting = pending(campo);
    if (waiting) return waiting.valor;
    const saved = line[campo];
    return saved === null ? null : Number(saved);
  };
  const cerrado = valueOf('invCerrado');
  const abierto = valueOf('invAbierto');
  const total = totalOf(line, cerrado, abierto);
  const outOfRange = isOutOfRange(line, total);
  const conflictOf = (campo: CountField) =>
    conflicts.find((c) => c.inventarioDetalleId === line.inventarioDetalleId && c.campo === campo)
      ?.message;
  const isWaiting = pending('invCerrado') !== undefined || pending('invAbierto') !== undefined;
  const perUnit = new Decimal(line.cantidadCompra);
  return (
    <li className="count-line" aria-label={line.nombre}>
      <div className="count-line__article">
        <span className="count-line__name">{line.nombre}</span>
        <Typography.Text type="secondary" className="inventory-small">
          {line.articuloId} · {line.unidad}
          {perUnit.gt(1) && ` de ${perUnit.toString()} ${line.unidadVenta}`}
        </Typography.Text>
      </div>
      <CountCell
        line={line}
        campo="invCerrado"
        label="Cerrado"
        unit={line.unidad}
        value={cerrado}
        isEditable={isEditable}
        conflict={conflictOf('invCerrado')}
        onType={(value) => onType(line, 'invCerrado', value)}
      />
      <CountCell
        line={line}
        campo="invAbierto"
        label="Abierto"
        unit={line.unidadVenta}
        value={abierto}
        isEditable={isEditable}
        conflict={conflictOf('invAbierto')}
        onType={(value) => onType(line, 'invAbierto', value)}
      />
      <div className="count-line__total">
        <span className="count-cell__label">Total</span>
        <span className={`inventory-num${outOfRange ? ' count-line__out' : ''}`}>
          {total === null ? '—' : `${total.toDecimalPlaces(2).toString()} ${line.unidadVenta}`}
        </span>
        {outOfRange && (
          <span className="count-cell__error" role="status">
            {M.outOfRange}
          </span>
        )}
        {isWaiting && (
          <Typography.Text type="secondary" className="inventory-small">
            Pendiente de enviar
          </Typography.Text>
        )}
      </div>
    </li>
  );
}

/** 'sin conexión — N cambios pendientes', 'Guardando…' or 'Todo guardado'. */
export function SaveStatus({ state }: { state: OutboxState }) {
  const n = state.pending.length;
  const changes = `${String(n)} ${n === 1 ? 'cambio pendiente' : 'cambios pendientes'}`;
  if (state.isOffline)
    return (
      <Alert
        className="count-status"
        type="warning"
        showIcon
        icon={<DisconnectOutlined aria-hidden />}
        title={`Sin conexión — ${changes}`}
        description="Lo que escribe se guarda en este teléfono y se envía cuando vuelva la conexión."
        role="status"
      />
    );
  return (
    <div className="count-status count-status--quiet" role="status">
      {n > 0 ? (
        <>
          <CloudSyncOutlined aria-hidden /> Guardando… {changes}
        </>
      ) : (
        <>
          <CheckCircleOutlined aria-hidden /> Todo guardado
        </>
      )}
    </div>
  );
}
