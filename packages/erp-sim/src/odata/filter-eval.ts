import { normalizeDate, normalizeTime } from '../schema/dates';
import type { EntityType, FieldType } from '../schema/entity-types';
import { enumMember } from '../schema/enums';
import { slErrors } from '../sl-errors';
import type { Row } from '../store';
import type { Call, CompareOp, Expr, Literal, Operand } from './filter-parser';

export type FilterOptions = {
  /** `B1S-CaseInsensitive: true`; without it string tests are case-sensitive, as on HANA. */
  caseInsensitive: boolean;
};

type Value = string | number | boolean | null;
/** SQL's three-valued logic: a comparison with NULL is unknown, and unknown rows are left out. */
type Pred = (row: Row) => boolean | null;

const fail = (message: string) => slErrors.query(`Invalid $filter: ${message}`);

function edmName(field: FieldType): string {
  switch (field.kind) {
    case 'string':
      return 'Edm.String';
    case 'int':
      return 'Edm.Int32';
    case 'number':
      return 'Edm.Double';
    case 'date':
      return 'Edm.DateTime';
    case 'time':
      return 'Edm.Time';
    case 'enum':
      return field.def.name;
    case 'collection':
      return `Collection(SAPB1.${field.of.name})`;
  }
}

function literalEdm(lit: Literal): string {
  return {
    string: 'Edm.String',
    datetime: 'Edm.DateTime',
    number: 'Edm.Double',
    bool: 'Edm.Boolean',
    null: 'null',
  }[lit.t];
}

/** Turns a literal into the property's own domain, or refuses the pair as SL does. */
function convert(lit: Literal, field: FieldType, op: CompareOp): Value {
  const incompatible = () =>
    fail(
      `operator '${op}' incompatible with operand types '${edmName(field)}' and '${literalEdm(lit)}'`,
    );
  if (lit.t === 'null') return null;
  if (lit.t === 'bool') throw incompatible();
  const text = String(lit.value);
  switch (field.kind) {
    case 'string':
      return text;
    case 'int':
    case 'number': {
      const n = lit.t === 'number' ? lit.value : Number(text);
      if (text.trim() === '' || !Number.isFinite(n)) throw incompatible();
      return n;
    }
    case 'date': {
      const date = lit.t === 'number' ? undefined : normalizeDate(text);
      if (date === undefined) throw fail(`'${text}' is not a valid date`);
      return date;
    }
    case 'time': {
      const time = normalizeTime(text);
      if (time === undefined) throw fail(`'${text}' is not a valid time`);
      return time;
    }
    case 'enum': {
      const member = enumMember(field.def, text);
      if (member === undefined) throw fail(`'${text}' is not a value of ${field.def.name}`);
      return member;
    }
    case 'collection':
      throw incompatible();
  }
}

function compare(a: Value, b: Value, op: CompareOp): boolean | null {
  if (a === null || b === null) return null;
  switch (op) {
    case 'eq':
      return a === b;
    case 'ne':
      return a !== b;
    case 'gt':
      return a > b;
    case 'ge':
      return a >= b;
    case 'lt':
      return a < b;
    case 'le':
      return a <= b;
  }
}

export function compileFilter(expr: Expr, type: EntityType, options: FilterOptions) {
  const fold = (value: Value, field: FieldType | undefined): Value =>
    options.caseInsensitive && typeof value === 'string' && field?.kind === 'string'
      ? value.toLowerCase()
      : value;

  function property(name: string): FieldType {
    const field = type.fields[name];
    if (!field) throw slErrors.invalidProperty(name, type.name);
    if (field.kind === 'collection') throw fail(`collection property '${name}' cannot be filtered`);
    return field;
  }

  function getter(operand: Operand, other: Operand, op: CompareOp): (row: Row) => Value {
    if (operand.t === 'prop') {
      const field = property(operand.name);
      return (row) => fold((row[operand.name] ?? null) as Value, field);
    }
    if (operand.t === 'call') throw fail(`'${operand.fn}' can only be compared with true or false`);
    const field = other.t === 'prop' ? property(other.name) : undefined;
    const value = field ? convert(operand.lit, field, op) : literalValue(operand.lit);
    const folded = fold(value, field);
    return () => folded;
  }

  function comparison(op: CompareOp, left: Operand, right: Operand): Pred {
    const call = left.t === 'call' ? left : right.t === 'call' ? right : undefined;
    if (call) {
      const other = call === left ? right : left;
      if (other.t !== 'lit' || other.lit.t !== 'bool' || (op !== 'eq' && op !== 'ne')) {
        throw fail(`'${call.fn}' can only be compared with true or false`);
      }
      const test = functionCall(call);
      const wanted = other.lit.value === (op === 'eq');
      return (row) => {
        const result = test(row);
        return result === null ? null : result === wanted;
      };
    }
    if (left.t === 'prop' && right.t === 'prop') {
      const [a, b] = [property(left.name), property(right.name)];
      const numeric = (f: FieldType) => f.kind === 'int' || f.kind === 'number';
      if (a.kind !== b.kind && !(numeric(a) && numeric(b))) {
        throw fail(
          `operator '${op}' incompatible with operand types '${edmName(a)}' and '${edmName(b)}'`,
        );
      }
    }
    const l = getter(left, right, op);
    const r = getter(right, left, op);
    const isNull = (o: Operand) => o.t === 'lit' && o.lit.t === 'null';
    if (isNull(left) || isNull(right)) {
      // `X eq null` / `X ne null` test for absence (IS NULL); other operators are unknown.
      if (op !== 'eq' && op !== 'ne') return () => null;
      return (row) => (l(row) === null && r(row) === null) === (op === 'eq');
    }
    return (row) => compare(l(row), r(row), op);
  }

  function functionCall(call: Call): Pred {
    const [first, second] = call.args;
    if (call.args.length !== 2 || !first || !second) {
      throw fail(`'${call.fn}' takes two arguments`);
    }
    const [prop, lit] = call.fn === 'substringof' ? [second, first] : [first, second];
    if (prop.t !== 'prop' || lit.t !== 'lit' || lit.lit.t !== 'string') {
      throw fail(`'${call.fn}' needs a property and a string literal`);
    }
    const field = property(prop.name);
    if (field.kind !== 'string') {
      throw fail(`'${call.fn}' needs a string property; '${prop.name}' is ${edmName(field)}`);
    }
    const needle = fold(lit.lit.value, field) as string;
    const test = {
      startswith: (v: string) => v.startsWith(needle),
      endswith: (v: string) => v.endsWith(needle),
      contains: (v: string) => v.includes(needle),
      substringof: (v: string) => v.includes(needle),
    }[call.fn];
    return (row) => {
      const value = fold((row[prop.name] ?? null) as Value, field);
      return typeof value === 'string' ? test(value) : null;
    };
  }

  function predicate(e: Expr): Pred {
    switch (e.t) {
      case 'and': {
        const [l, r] = [predicate(e.left), predicate(e.right)];
        return (row) => {
          const [a, b] = [l(row), r(row)];
          return a === false || b === false ? false : a === true && b === true ? true : null;
        };
      }
      case 'or': {
        const [l, r] = [predicate(e.left), predicate(e.right)];
        return (row) => {
          const [a, b] = [l(row), r(row)];
          return a === true || b === true ? true : a === false && b === false ? false : null;
        };
      }
      case 'not': {
        const inner = predicate(e.expr);
        return (row) => {
          const v = inner(row);
          return v === null ? null : !v;
        };
      }
      case 'cmp':
        return comparison(e.op, e.left, e.right);
      case 'call':
        return functionCall(e);
      case 'prop':
        property(e.name);
        throw fail(`property '${e.name}' is not a condition; compare it with a value`);
      case 'lit':
        throw fail('a literal is not a condition');
    }
  }

  const test = predicate(expr);
  return (row: Row) => test(row) === true;
}

function literalValue(lit: Literal): Value {
  return lit.t === 'null' ? null : lit.value;
}
