import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  idParam,
  isWithinWindow,
  LIST_WINDOW,
  MAX_INT4,
  PAGE_MESSAGES,
  PageQuerySchema,
  pageOf,
  rowVersion,
  trimInvisible,
} from './common';

describe('the list window', () => {
  it('lets a page start anywhere before the window’s last row, and nowhere after', () => {
    expect(isWithinWindow({ page: 1, size: 100 })).toBe(true);
    expect(isWithinWindow({ page: LIST_WINDOW / 10, size: 10 })).toBe(true);
    expect(isWithinWindow({ page: LIST_WINDOW / 10 + 1, size: 10 })).toBe(false);
    expect(isWithinWindow({ page: 10, size: 100 })).toBe(true);
    expect(isWithinWindow({ page: 11, size: 100 })).toBe(false);
    expect(isWithinWindow({ page: 41, size: 24 })).toBe(true);
    expect(isWithinWindow({ page: 43, size: 24 })).toBe(false);
  });
});

describe('a page query', () => {
  const message = (query: Record<string, unknown>) =>
    PageQuerySchema.safeParse(query).error?.issues[0]?.message;

  it('reads the page and size from the query string, page 1 of 10 by default', () => {
    expect(PageQuerySchema.parse({})).toEqual({ page: 1, size: 10 });
    expect(PageQuerySchema.parse({ page: '3', size: '25' })).toEqual({ page: 3, size: 25 });
  });

  it('refuses a page or a size out of bounds with its own message', () => {
    for (const page of ['0', '-1', '1.5', 'x', '100001'])
      expect(message({ page })).toBe(PAGE_MESSAGES.page);
    for (const size of ['0', '101', '2.5', 'x']) expect(message({ size })).toBe(PAGE_MESSAGES.size);
  });

  it('answers a page of items with its bounded total', () => {
    const page = pageOf(z.object({ id: z.number() }));
    const answer = { items: [{ id: 1 }], total: 1000, totalIsCapped: true, page: 1, size: 10 };
    expect(page.parse(answer)).toEqual(answer);
    expect(page.safeParse({ ...answer, items: [{ id: '1' }] }).success).toBe(false);
    expect(page.safeParse({ ...answer, totalIsCapped: undefined }).success).toBe(false);
  });
});

describe('ids and versions', () => {
  it('reads an id in a path from digits, up to PostgreSQL’s integer', () => {
    expect(idParam.parse('42')).toBe(42);
    expect(idParam.parse(String(MAX_INT4))).toBe(MAX_INT4);
    for (const crafted of ['0', String(MAX_INT4 + 1), '4.0', '+4', ''])
      expect(idParam.safeParse(crafted).success).toBe(false);
  });

  it('takes a version from 0 up, as a whole number', () => {
    expect(rowVersion.parse(0)).toBe(0);
    for (const version of [-1, 1.5, MAX_INT4 + 1])
      expect(rowVersion.safeParse(version).success).toBe(false);
  });
});

describe('trimInvisible', () => {
  it('trims blanks and format characters at both ends, and keeps those inside', () => {
    expect(trimInvisible('\uFEFF\u200B  Caja 3 \u2060\n')).toBe('Caja 3');
    expect(trimInvisible('a\u200Db')).toBe('a\u200Db');
    expect(trimInvisible('\u200C\u200D')).toBe('');
  });
});
