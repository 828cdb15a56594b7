import dayjs from 'dayjs';
import { MARCA_NINGUNA } from '@jarvis/contracts/org';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK_WITH_SECONDS = /^(\d{2}:\d{2}):\d{2}/;

/**
 * A ticket's date as 'DD/MM/YYYY'. A plain calendar date is read as written: parsing it as an
 * instant would move it to the previous day west of UTC. A full instant shows in the browser's time.
 */
export function formatTicketDate(fecha: string): string {
  const match = CALENDAR_DATE.exec(fecha);
  if (match) return `${match[3]}/${match[2]}/${match[1]}`;
  const instant = dayjs(fecha);
  return instant.isValid() ? instant.format('DD/MM/YYYY') : fecha;
}

/** 'HH:mm' from the stored time of day; anything else is shown as it came. */
export function formatTicketTime(hora: string): string {
  return CLOCK_WITH_SECONDS.exec(hora)?.[1] ?? hora;
}

export function formatTicketMoment(fecha: string, hora: string): string {
  return `${formatTicketDate(fecha)} ${formatTicketTime(hora)}`;
}

/**
 * Brand plus branch (spec 1 §2); office branches carry the brand 'Ninguna' and show the branch alone,
 * and a branch whose name already starts with its brand ('Subway Multiplaza') is not prefixed twice.
 */
export function branchLabel(marca: string, sucursal: string): string {
  if (marca === MARCA_NINGUNA || sucursal.toLowerCase().startsWith(`${marca.toLowerCase()} `))
    return sucursal;
  return `${marca} ${sucursal}`;
}
