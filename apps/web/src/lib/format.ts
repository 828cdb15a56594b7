/** Today's date as the business says it, e.g. 'sábado, 21 de noviembre de 2026'. */
export function formatFullDate(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('es', { timeZone, dateStyle: 'full' }).format(date);
}

export function yearIn(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('es', { timeZone, year: 'numeric' }).format(date);
}
