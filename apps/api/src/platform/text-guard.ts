import { COMMON_MESSAGES } from '@jarvis/contracts/errors';
import { AppError } from '../errors';

/**
 * How deep a request's JSON may nest. No form nests past four levels; a crafted body of ten thousand
 * levels is refused here before anything walks it (it overflowed the stack of a recursive walk).
 */
export const MAX_DEPTH = 32;

const TOO_DEEP = Symbol('too deep');

/**
 * Where the first text holding U+0000 lies in `value` ('a.b.0' for value.a.b[0]; '' for the value
 * itself), undefined when none does, or TOO_DEEP past MAX_DEPTH. Walked with a stack of its own, so
 * no input can exhaust the call stack.
 */
function findNul(value: unknown): string | undefined | typeof TOO_DEEP {
  const pending: { value: unknown; at: string; depth: number }[] = [{ value, at: '', depth: 0 }];
  while (pending.length > 0) {
    const { value: item, at, depth } = pending.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return at;
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    if (depth >= MAX_DEPTH) return TOO_DEEP;
    // Reversed onto the stack, so the first key is looked at first.
    const entries: [string, unknown][] = Object.entries(item);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      pending.push({ value: child, at: at ? `${at}.${key}` : key, depth: depth + 1 });
    }
  }
  return undefined;
}

export function nulPath(value: unknown): string | undefined {
  const found = findNul(value);
  return found === TOO_DEEP ? undefined : found;
}

/**
 * Refuses the request when any of `parts` (its path, query or body) holds U+0000: PostgreSQL's text
 * cannot store it and would fail the statement. No form sends one; a pasted control character or a
 * crafted request gets the field and a Spanish message before anything is read or written. A body
 * nested past MAX_DEPTH is refused the same way.
 */
export function refuseNul(...parts: unknown[]): void {
  for (const part of parts) {
    const field = findNul(part);
    if (field === undefined) continue;
    if (field === TOO_DEEP) throw new AppError('VALIDATION_ERROR', COMMON_MESSAGES.tooDeep);
    const message = COMMON_MESSAGES.invalidCharacter;
    throw new AppError('VALIDATION_ERROR', message, { [field || '_']: message });
  }
}
