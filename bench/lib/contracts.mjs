// Numbers the API and the harness must agree on, read from packages/contracts (TypeScript source)
// rather than copied, so a change there reaches the scenarios and the floor.
import { readFileSync } from 'node:fs';

const source = (module) =>
  readFileSync(new URL(`../../packages/contracts/src/${module}.ts`, import.meta.url), 'utf8');

function contractNumber(module, name) {
  const match = source(module).match(new RegExp(`export const ${name} = ([\\d_]+);`));
  if (!match) throw new Error(`No se encontró ${name} en packages/contracts/src/${module}.ts`);
  return Number(match[1].replaceAll('_', ''));
}

/** Lists count and page through at most this many rows (packages/contracts/src/common.ts). */
export const LIST_WINDOW = contractNumber('common', 'LIST_WINDOW');

function contractString(module, name) {
  const match = source(module).match(new RegExp(`export const ${name} = '([^']*)';`));
  if (!match) throw new Error(`No se encontró ${name} en packages/contracts/src/${module}.ts`);
  return match[1];
}

const FOLD_FROM = contractString('search', 'SEARCH_FOLD_FROM');
const FOLD_TO = contractString('search', 'SEARCH_FOLD_TO');

/** packages/contracts/src/search.ts foldForSearch: lower case, Spanish accents folded. */
export function foldForSearch(text) {
  let out = '';
  for (const ch of text.trim().toLocaleLowerCase('es')) {
    const at = FOLD_FROM.indexOf(ch);
    out += at === -1 ? ch : FOLD_TO.charAt(at);
  }
  return out;
}
