import { DIAS } from '@jarvis/contracts/schedules';

type ScheduleDayChipsProps = {
  /** The supplier's name, for the group's accessible name. */
  nombre: string;
  /** Chosen days, 1 lunes … 7 domingo. */
  dias: readonly number[];
  /** Absent on a supplier of another brand: the days are shown, not offered. */
  onToggle?: (dia: number) => void;
  /** Three letters per day where seven full names do not fit (a phone). */
  isCompact: boolean;
};

const WEEK = DIAS.map((nombre, index) => ({ dia: index + 1, nombre }));

/** The seven order days of a supplier as chips, lunes to domingo; a pressed chip is an order day. */
export function ScheduleDayChips({ nombre, dias, onToggle, isCompact }: ScheduleDayChipsProps) {
  const chosen = new Set(dias);
  const text = (day: string) => (isCompact ? day.slice(0, 3) : day);
  if (!onToggle) {
    const list = WEEK.filter(({ dia }) => chosen.has(dia)).map((d) => d.nombre);
    return (
      <div
        className="day-chips"
        role="img"
        aria-label={`Días de ${nombre}: ${list.length ? list.join(', ') : 'ninguno'}`}
      >
        {WEEK.map(({ dia, nombre: day }) => (
          <span key={dia} className={chosen.has(dia) ? 'day-chip day-chip--on' : 'day-chip'}>
            {text(day)}
          </span>
        ))}
      </div>
    );
  }
  return (
    <div className="day-chips" role="group" aria-label={`Días de ${nombre}`}>
      {WEEK.map(({ dia, nombre: day }) => (
        <button
          key={dia}
          type="button"
          className={chosen.has(dia) ? 'day-chip day-chip--on' : 'day-chip'}
          aria-pressed={chosen.has(dia)}
          // Named by what it shows ('lun' on a phone, WCAG 2.5.3); the full name is its description.
          title={day}
          onClick={() => onToggle(dia)}
        >
          {text(day)}
        </button>
      ))}
    </div>
  );
}

/** The days with `dia` switched, kept in week order as the API stores them. */
export function toggleDay(dias: readonly number[], dia: number): number[] {
  const next = dias.includes(dia) ? dias.filter((d) => d !== dia) : [...dias, dia];
  return next.sort((a, b) => a - b);
}
