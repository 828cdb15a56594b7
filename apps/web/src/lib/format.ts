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

/** The business date at `date` as YYYY-MM-DD (the API's form of a day). */
export function businessDateIso(date: Date, utcOffsetMinutes: number): string {
  return businessDay(date, utcOffsetMinutes).toISOString().slice(0, 10);
}

export function yearIn(date: Date, utcOffsetMinutes: number): number {
  return businessDay(date, utcOffsetMinutes).getUTCFullYear();
}

const instantFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant (ISO) as the app writes it, dd/mm/aaaa hh:mm, on the business zone's clock (its IANA
 * name, GET /api/config: a change's time reads the same in every browser), or on the browser's
 * while that is not known. Intl here, not the shell's arithmetic: the pages that list instants load
 * after the shell, and a zone's offset has changed over the years in some zones.
 */
export function formatInstant(iso: string, timeZone?: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const key = timeZone ?? '';
  let format = instantFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    instantFormats.set(key, format);
  }
  const part = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}
