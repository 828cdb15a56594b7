import { COMMON_MESSAGES } from '@jarvis/contracts/errors';
import { AppError } from '../errors';

/**
 * Where the first text holding U+0000 lies in `value` ('a.b.0' for value.a.b[0]; '' for the value
 * itself), or undefined when none does.
 */
export function nulPath(value: unknown, at = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? at : undefined;
  if (!value || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nulPath(item, at ? `${at}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Refuses the request when any of `parts` (its path, query or body) holds U+0000: PostgreSQL's text
 * cannot store it and would fail the statement. No form sends one; a pasted control character or a
 * crafted request gets the field and a Spanish message before anything is read or written.
 */
export function refuseNul(...parts: unknown[]): void {
  for (const part of parts) {
    const field = nulPath(part);
    if (field === undefined) continue;
    const message = COMMON_MESSAGES.invalidCharacter;
    throw new AppError('VALIDATION_ERROR', message, { [field || '_']: message });
  }
}
