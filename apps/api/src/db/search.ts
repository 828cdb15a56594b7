import { foldForSearch } from '@jarvis/contracts/search';

/** A LIKE pattern that matches `term` anywhere, with LIKE's own wildcards taken literally. */
export function containsPattern(term: string): string {
  return `%${foldForSearch(term.trim()).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
