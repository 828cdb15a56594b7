import { describe, expect, it } from 'vitest';
import { foldForSearch, SEARCH_FOLD_FROM, SEARCH_FOLD_TO } from './search';

describe('foldForSearch', () => {
  it('folds case and Spanish accents, so Buscar matches either way', () => {
    expect(foldForSearch('ÁRBOL Ñandú Pingüino')).toBe('arbol nandu pinguino');
    expect(foldForSearch('Informática')).toBe(foldForSearch('INFORMATICA'));
  });

  it('leaves digits, punctuation and other letters as they are', () => {
    expect(foldForSearch('T3-0012 14/03/2025 ç')).toBe('t3-0012 14/03/2025 ç');
  });

  it('gives PostgreSQL’s translate() one base letter for each accented one', () => {
    // translate() drops the letters of the first list that have no partner in the second.
    expect([...SEARCH_FOLD_TO]).toHaveLength([...SEARCH_FOLD_FROM].length);
    expect(new Set(SEARCH_FOLD_FROM).size).toBe([...SEARCH_FOLD_FROM].length);
    [...SEARCH_FOLD_FROM].forEach((letter, i) =>
      expect(letter.normalize('NFD').charAt(0).toLowerCase()).toBe(SEARCH_FOLD_TO.charAt(i)),
    );
  });
});
