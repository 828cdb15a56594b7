import dayjs from 'dayjs';
/** Today's date as the business says it, e.g. 'sábado, 21 de noviembre de 2026'. */
export function formatFullDate(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('es', { timeZone, dateStyle: 'full' }).format(date);
}

export function yearIn(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('es', { timeZone, year: 'numeric' }).format(date);
}

/** An instant (ISO) as the app writes it, dd/mm/aaaa hh:mm in the browser's time. */
export function formatInstant(iso: string): string {
  const instant = dayjs(iso);
  return instant.isValid() ? instant.format('DD/MM/YYYY HH:mm') : iso;
}
