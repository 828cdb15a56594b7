import { locales, type z } from 'zod';

const es = locales.es().localeError;

/**
 * Zod's Spanish messages, for a rule whose schema names none, with its numbers said in Spanish:
 * zod's own read 'se esperaba int, recibido NaN' and 'se esperaba que int fuera <=2147483647'.
 * API and web both set it (`z.config({ localeError })`), so a field reads the same in both.
 */
export const localeError: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type' && (issue.expected === 'int' || issue.expected === 'number'))
    return `Entrada inválida: se esperaba ${issue.expected === 'int' ? 'un número entero' : 'un número'}`;
  if (
    (issue.code === 'too_big' || issue.code === 'too_small') &&
    (issue.origin === 'int' || issue.origin === 'number')
  ) {
    const inclusive = issue.inclusive !== false;
    if (issue.code === 'too_big') {
      const bound = Number(issue.maximum).toLocaleString('es');
      return inclusive ? `Debe ser como máximo ${bound}` : `Debe ser menor que ${bound}`;
    }
    const bound = Number(issue.minimum).toLocaleString('es');
    return inclusive ? `Debe ser al menos ${bound}` : `Debe ser mayor que ${bound}`;
  }
  return es(issue);
};
