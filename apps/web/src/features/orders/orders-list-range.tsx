import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

const ISO = 'YYYY-MM-DD';
const SHOWN = 'DD/MM/YYYY';

/** A range of business dates ('2026-03-05'), either end possibly open. */
export type DayRange = { desde?: string | undefined; hasta?: string | undefined };

type OrderDayRangeProps = {
  value?: DayRange | undefined;
  onChange?: (range: DayRange) => void;
  isPhone: boolean;
  /** The label's target, from a Form.Item. */
  id?: string;
  /** What the range filters, for screen readers ('Fecha del pedido'). */
  label: string;
  allowClear?: boolean;
};

const day = (text: string | undefined) => (text ? dayjs(text) : null);
const iso = (value: Dayjs | null | undefined) => value?.format(ISO);

/**
 * The orders' date filter. A desktop picks both ends in one calendar; on a phone two months side by
 * side do not fit 390 px, so each end has its own picker, stacked.
 */
export function OrderDayRange({
  value = {},
  onChange,
  isPhone,
  id,
  label,
  allowClear = true,
}: OrderDayRangeProps) {
  const desde = day(value.desde);
  const hasta = day(value.hasta);
  if (isPhone)
    return (
      <div className="orders-range--phone" id={id}>
        <DatePicker
          aria-label={`${label}: desde`}
          placeholder="Desde"
          format={SHOWN}
          value={desde}
          allowClear={allowClear}
          inputReadOnly
          disabledDate={(d) => (hasta ? d.isAfter(hasta, 'day') : false)}
          onChange={(d: Dayjs | null) => onChange?.({ ...value, desde: iso(d) })}
        />
        <DatePicker
          aria-label={`${label}: hasta`}
          placeholder="Hasta"
          format={SHOWN}
          value={hasta}
          allowClear={allowClear}
          inputReadOnly
          disabledDate={(d) => (desde ? d.isBefore(desde, 'day') : false)}
          onChange={(d: Dayjs | null) => onChange?.({ ...value, hasta: iso(d) })}
        />
      </div>
    );
  return (
    <DatePicker.RangePicker
      id={id}
      className="orders-range"
      aria-label={label}
      placeholder={['Desde', 'Hasta']}
      format={SHOWN}
      allowClear={allowClear}
      allowEmpty={[true, true]}
      value={desde || hasta ? [desde, hasta] : null}
      onChange={(range) => onChange?.({ desde: iso(range?.[0]), hasta: iso(range?.[1]) })}
    />
  );
}
