/**
 * Accent- and case-insensitive search, the same in SQL and in TypeScript: lower case, then the
 * Spanish accented letters folded to their base letter (translate() is immutable, so PostgreSQL can
 * keep it in a generated column and index it).
 */
// Upper-case accented letters are listed too: lower() leaves them alone under the C locale.
export const SEARCH_FOLD_FROM = 'áéíóúüñàèìòùâêîôûäëïöÁÉÍÓÚÜÑ';
export const SEARCH_FOLD_TO = 'aeiouunaeiouaeiouaeioaeiouun';

export function foldForSearch(text: string): string {
  const lower = text.toLocaleLowerCase('es');
  let out = '';
  for (const ch of lower) {
    const at = SEARCH_FOLD_FROM.indexOf(ch);
    out += at === -1 ? ch : SEARCH_FOLD_TO.charAt(at);
  }
  return out;
}
