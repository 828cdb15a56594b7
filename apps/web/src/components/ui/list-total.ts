import { LIST_WINDOW } from '@jarvis/contracts/common';

/** The pagination's total, honest about lists that stopped counting at the list window. */
export function listTotalText(total: number, isCapped: boolean): string {
  if (isCapped) return `Más de ${LIST_WINDOW.toLocaleString('es')} registros`;
  return total === 1 ? '1 registro' : `${total.toLocaleString('es')} registros`;
}
