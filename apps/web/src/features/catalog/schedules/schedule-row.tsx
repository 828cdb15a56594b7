import { Button, Tag, Typography } from 'antd';
import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { ScheduleUpdateSchema, type ScheduleRow } from '@jarvis/contracts/schedules';
import { toast } from '../../../lib/toast';
import { ScheduleDayChips, toggleDay } from './schedule-day-chips';
import { useSaveSchedule } from './schedules.api';

type ScheduleRowItemProps = {
  row: ScheduleRow;
  /** The days the user chose and has not saved yet; undefined when unchanged. */
  draft: number[] | undefined;
  onDraft: (proveedorID: number, dias: number[] | undefined) => void;
  isPhone: boolean;
};

const sameDays = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((dia, index) => dia === b[index]);

/**
 * One supplier's order days. Chips change a draft; 'Guardar' appears once it differs from what is
 * saved, so a buyer can go down the list setting days without opening anything.
 */
export function ScheduleRowItem({ row, draft, onDraft, isPhone }: ScheduleRowItemProps) {
  const save = useSaveSchedule(row.proveedorID);
  const dias = draft ?? row.dias;
  const isChanged = draft !== undefined;
  const invalid = ScheduleUpdateSchema.safeParse({ dias }).error?.issues[0]?.message;

  const toggle = (dia: number) => {
    if (save.isPending) return;
    const next = toggleDay(dias, dia);
    onDraft(row.proveedorID, sameDays(next, row.dias) ? undefined : next);
  };
  const submit = () => {
    if (invalid) return void toast.error(invalid);
    save.mutate({ dias }, { onSuccess: () => onDraft(row.proveedorID, undefined) });
  };

  return (
    <li className={isChanged ? 'sched-row sched-row--changed' : 'sched-row'}>
      <div className="sched-row__who">
        {/* The short name reads faster down a list; the legal one stays at hand. */}
        <span className="sup-name" title={row.nombre}>
          {row.nombre_abrv || row.nombre}
        </span>
        <Typography.Text type="secondary" className="sup-small">
          {row.codigo}
          {row.estado === 0 && <Tag className="sup-tag sched-row__tag">Inactivo</Tag>}
        </Typography.Text>
      </div>
      <div className="sched-row__days">
        <ScheduleDayChips
          nombre={row.nombre}
          dias={dias}
          isCompact={isPhone}
          {...(row.puedeEditar ? { onToggle: toggle } : {})}
        />
        {isChanged && invalid && (
          <Typography.Text type="danger" className="sup-small" role="alert">
            {invalid}
          </Typography.Text>
        )}
      </div>
      <div className="sched-row__actions">
        {isChanged && (
          <>
            <Button
              size="small"
              icon={<UndoOutlined aria-hidden />}
              aria-label={`Deshacer cambios de ${row.nombre}`}
              disabled={save.isPending}
              onClick={() => onDraft(row.proveedorID, undefined)}
            >
              Deshacer
            </Button>
            <Button
              size="small"
              type="primary"
              icon={<SaveOutlined aria-hidden />}
              aria-label={`Guardar horario de ${row.nombre}`}
              loading={save.isPending}
              onClick={submit}
            >
              Guardar
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
