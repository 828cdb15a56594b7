import { foldForSearch } from '@jarvis/contracts/search';

/** A LIKE pattern that matches `term` anywhere, with LIKE's own wildcards taken literally. */
export function containsPattern(term: string): string {
  return `%${foldForSearch(term.trim()).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Whether the trigram indexes can find `term`'s matches: a LIKE needs three characters in a row to
 * read pg_trgm's index by. A shorter term is read row by row, and it matches most rows anyway.
 */
export const findsByTrigram = (term: string) => foldForSearch(term.trim()).length >= 3;
