import { foldForSearch } from '@jarvis/contracts/search';
import { businessDate, businessDmy } from '../../time';

/** What a ticket's 'Buscar' text is made of: the names, not the ids, as the lists show them. */
export type TicketSearchFacts = {
  categoria: string;
  mascara: string;
  departamento: string;
  creadoEn: Date;
  estado: string;
  sucursal: string;
  marca: string;
};

/**
 * The text 'Buscar' matches (the `busqueda` column): category, code, department, date (both ways),
 * state, branch, brand. Kept apart from the service, with no I/O, because two writers must agree on
 * it: the service when a ticket is created or moved, and the demo seed, which writes its tickets
 * straight into the table.
 */
export function ticketSearchText(t: TicketSearchFacts, timeZone: string): string {
  return foldForSearch(
    [
      t.categoria,
      t.mascara,
      t.departamento,
      businessDmy(t.creadoEn, timeZone),
      businessDate(t.creadoEn, timeZone),
      t.estado,
      t.sucursal,
      t.marca,
    ].join(' '),
  );
}
