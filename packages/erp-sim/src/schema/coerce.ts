import { slErrors } from '../sl-errors';
import type { Row } from '../store';
import { normalizeDate, normalizeTime } from './dates';
import type { EntityType, FieldType } from './entity-types';
import { enumMember } from './enums';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isAnnotation = (key: string) => key.startsWith('odata.') || key.startsWith('@odata.');

/**
 * Checks a request body against its entity type and normalises it: enum aliases become member
 * names, dates become 'YYYY-MM-DD'. Unknown properties are refused; read-only ones are dropped, as SL
 * does; OData annotations sent back by a client are ignored.
 */
export function coerceEntity(type: EntityType, body: unknown): Row {
  if (!isPlainObject(body)) throw slErrors.query(`The request body must be a ${type.name} object`);
  const row: Row = {};
  for (const [key, value] of Object.entries(body)) {
    if (isAnnotation(key)) continue;
    const field = type.fields[key];
    if (!field) throw slErrors.invalidProperty(key, type.name);
    if (type.readOnly.includes(key)) continue;
    row[key] = value === null ? null : coerceValue(field, value, key, type);
  }
  return row;
}

function coerceValue(field: FieldType, value: unknown, key: string, type: EntityType): unknown {
  const invalid = () => slErrors.invalidValue(key, type.name, JSON.stringify(value));
  switch (field.kind) {
    case 'string':
      if (typeof value === 'string') return value;
      if (typeof value === 'number') return String(value);
      throw invalid();
    case 'int': {
      const n = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
      if (typeof n === 'number' && Number.isSafeInteger(n)) return n;
      throw invalid();
    }
    case 'number': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof n === 'number' && Number.isFinite(n)) return n;
      throw invalid();
    }
    case 'date':
    case 'time': {
      const normal =
        typeof value !== 'string'
          ? undefined
          : field.kind === 'date'
            ? normalizeDate(value)
            : normalizeTime(value);
      if (normal === undefined) throw invalid();
      return normal;
    }
    case 'enum': {
      const member =
        typeof value === 'string' || typeof value === 'number'
          ? enumMember(field.def, String(value))
          : undefined;
      if (member === undefined) throw invalid();
      return member;
    }
    case 'collection':
      if (!Array.isArray(value)) throw invalid();
      return value.map((item) => coerceEntity(field.of, item));
  }
}

/** Parses a JSON request body; an empty body is an empty object (actions are posted without one). */
export function parseJsonBody(raw: string): unknown {
  if (raw.trim() === '') return {};
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw slErrors.malformedJson();
  }
}

/** The whole entity as SL answers it: every property of the type, null when not set. */
export function present(type: EntityType, row: Row): Row {
  const out: Row = {};
  for (const [key, field] of Object.entries(type.fields)) {
    const value = row[key];
    if (field.kind === 'collection') {
      const items = Array.isArray(value) ? (value as Row[]) : [];
      out[key] = items.map((item) => present(field.of, item));
    } else {
      out[key] = value ?? null;
    }
  }
  return out;
}
