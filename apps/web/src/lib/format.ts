import dayjs from 'dayjs';
const DAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
/** The months in Spanish, January first. */
export const MONTH_NAMES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/**
 * The wall-clock date at `date` in a zone `utcOffsetMinutes` from UTC (GET /api/config), as a Date
 * whose UTC fields are that date. Arithmetic, not Intl: the first Intl.DateTimeFormat of a page loads
 * the browser's locale and zone data, 30–60 ms on a laptop and four times that on a phone, and the
 * shell shows the date on every screen.
 */
function businessDay(date: Date, utcOffsetMinutes: number): Date {
  return new Date(date.getTime() + utcOffsetMinutes * 60_000);
}

/** Today's date as the business says it, e.g. 'sábado, 21 de noviembre de 2026' (as Intl's 'full'). */
export function formatFullDate(date: Date, utcOffsetMinutes: number): string {
  const day = businessDay(date, utcOffsetMinutes);
  const weekday = DAYS[day.getUTCDay()];
  const month = MONTH_NAMES[day.getUTCMonth()];
  return `${weekday}, ${day.getUTCDate()} de ${month} de ${day.getUTCFullYear()}`;
}

export function yearIn(date: Date, utcOffsetMinutes: number): number {
  return businessDay(date, utcOffsetMinutes).getUTCFullYear();
}

/** An instant (ISO) as the app writes it, dd/mm/aaaa hh:mm in the browser's time. */
export function formatInstant(iso: string): string {
  const instant = dayjs(iso);
  return instant.isValid() ? instant.format('DD/MM/YYYY HH:mm') : iso;
}
