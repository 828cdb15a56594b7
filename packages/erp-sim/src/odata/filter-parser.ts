import { slErrors } from '../sl-errors';

/**
 * $filter as the Service Layer supports it (SLG §3.6, §8): eq ne gt ge lt le, and or not,
 * parentheses, startswith/endswith/contains/substringof, and literals. Arithmetic and the other
 * OData functions are refused, as SL refuses them.
 */
export type CompareOp = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';
export const FUNCTIONS = ['startswith', 'endswith', 'contains', 'substringof'] as const;
export type FunctionName = (typeof FUNCTIONS)[number];

export type Literal =
  | { t: 'string'; value: string }
  | { t: 'datetime'; value: string }
  | { t: 'number'; value: number }
  | { t: 'bool'; value: boolean }
  | { t: 'null' };

export type Operand = { t: 'prop'; name: string } | { t: 'lit'; lit: Literal } | Call;
export type Call = { t: 'call'; fn: FunctionName; args: Operand[] };
export type Expr =
  | { t: 'and' | 'or'; left: Expr; right: Expr }
  | { t: 'not'; expr: Expr }
  | { t: 'cmp'; op: CompareOp; left: Operand; right: Operand }
  | Operand;

type Token =
  | { k: '(' | ')' | ','; pos: number }
  | { k: 'word'; value: string; pos: number }
  | { k: 'lit'; lit: Literal; pos: number };

const COMPARE_OPS = new Set(['eq', 'ne', 'gt', 'ge', 'lt', 'le']);
const ARITHMETIC = new Set(['add', 'sub', 'mul', 'div', 'mod']);

export const isOperand = (e: Expr): e is Operand =>
  e.t === 'prop' || e.t === 'lit' || e.t === 'call';

const fail = (message: string) => slErrors.query(`Invalid $filter: ${message}`);

function readQuoted(text: string, start: number): { value: string; end: number } {
  let value = '';
  let i = start + 1;
  for (;;) {
    if (i >= text.length) throw fail(`unterminated string literal at position ${start}`);
    const ch = text[i]!;
    if (ch === "'") {
      if (text[i + 1] === "'") {
        value += "'";
        i += 2;
        continue;
      }
      return { value, end: i + 1 };
    }
    value += ch;
    i++;
  }
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (/\s/.test(ch)) {
      i++;
    } else if (ch === '(' || ch === ')' || ch === ',') {
      tokens.push({ k: ch, pos: i++ });
    } else if (ch === "'") {
      const { value, end } = readQuoted(text, i);
      tokens.push({ k: 'lit', lit: { t: 'string', value }, pos: i });
      i = end;
    } else if (/[-\d]/.test(ch)) {
      const m = /^-?\d+(\.\d+)?([eE][+-]?\d+)?[mMdDfFlL]?/.exec(text.slice(i));
      if (!m) throw fail(`unexpected '${ch}' at position ${i}`);
      tokens.push({ k: 'lit', lit: { t: 'number', value: parseFloat(m[0]) }, pos: i });
      i += m[0].length;
    } else if (/[A-Za-z_]/.test(ch)) {
      const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i))![0];
      if ((word === 'datetime' || word === 'datetimeoffset') && text[i + word.length] === "'") {
        const { value, end } = readQuoted(text, i + word.length);
        tokens.push({ k: 'lit', lit: { t: 'datetime', value }, pos: i });
        i = end;
      } else {
        tokens.push({ k: 'word', value: word, pos: i });
        i += word.length;
      }
    } else {
      throw fail(`unexpected '${ch}' at position ${i}`);
    }
  }
  return tokens;
}

export function parseFilter(text: string): Expr {
  const tokens = tokenize(text);
  let at = 0;
  const peek = () => tokens[at];
  const isWord = (value: string) => {
    const token = peek();
    return token?.k === 'word' && token.value === value;
  };
  const expect = (k: '(' | ')' | ',') => {
    const token = tokens[at++];
    if (token?.k !== k) throw fail(`expected '${k}' at position ${token?.pos ?? text.length}`);
  };

  function orExpr(): Expr {
    let left = andExpr();
    while (isWord('or')) {
      at++;
      left = { t: 'or', left, right: andExpr() };
    }
    return left;
  }
  function andExpr(): Expr {
    let left = notExpr();
    while (isWord('and')) {
      at++;
      left = { t: 'and', left, right: notExpr() };
    }
    return left;
  }
  function notExpr(): Expr {
    if (isWord('not')) {
      at++;
      return { t: 'not', expr: notExpr() };
    }
    return compareExpr();
  }
  function compareExpr(): Expr {
    const left = primary();
    const token = peek();
    if (token?.k === 'word' && COMPARE_OPS.has(token.value)) {
      at++;
      const right = primary();
      if (!isOperand(left) || !isOperand(right)) {
        throw fail(`a comparison needs a value on each side at position ${token.pos}`);
      }
      return { t: 'cmp', op: token.value as CompareOp, left, right };
    }
    if (token?.k === 'word' && ARITHMETIC.has(token.value)) {
      throw fail(`arithmetic operator '${token.value}' is not supported`);
    }
    return left;
  }
  function primary(): Expr {
    const token = tokens[at++];
    if (!token) throw fail('unexpected end of expression');
    if (token.k === '(') {
      const inner = orExpr();
      expect(')');
      return inner;
    }
    if (token.k === 'lit') return { t: 'lit', lit: token.lit };
    if (token.k !== 'word') throw fail(`unexpected '${token.k}' at position ${token.pos}`);
    if (peek()?.k === '(') return call(token.value, token.pos);
    if (token.value === 'true' || token.value === 'false') {
      return { t: 'lit', lit: { t: 'bool', value: token.value === 'true' } };
    }
    if (token.value === 'null') return { t: 'lit', lit: { t: 'null' } };
    if (COMPARE_OPS.has(token.value) || ['and', 'or', 'not'].includes(token.value)) {
      throw fail(`unexpected '${token.value}' at position ${token.pos}`);
    }
    return { t: 'prop', name: token.value };
  }
  function call(name: string, pos: number): Call {
    if (!(FUNCTIONS as readonly string[]).includes(name)) {
      throw fail(`function '${name}' is not supported (position ${pos})`);
    }
    expect('(');
    const args: Operand[] = [];
    for (;;) {
      const arg = primary();
      if (!isOperand(arg)) {
        throw fail(`invalid argument of '${name}' at position ${pos}`);
      }
      args.push(arg);
      if (peek()?.k === ',') {
        at++;
        continue;
      }
      expect(')');
      return { t: 'call', fn: name as FunctionName, args };
    }
  }

  if (tokens.length === 0) throw fail('empty expression');
  const expr = orExpr();
  const rest = peek();
  if (rest) throw fail(`unexpected token at position ${rest.pos}`);
  return expr;
}
