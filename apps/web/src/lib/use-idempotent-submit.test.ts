import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { newIdempotencyKey, useIdempotentSubmit } from './use-idempotent-submit';

afterEach(() => vi.unstubAllGlobals());

describe('a create form’s submission', () => {
  it('lets one press through until the request fails, then the retry with the same key', () => {
    const { result } = renderHook(() => useIdempotentSubmit());
    const key = result.current.key;
    let first = false;
    let second = true;
    act(() => {
      first = result.current.begin();
      second = result.current.begin();
    });
    expect([first, second]).toEqual([true, false]);
    expect(result.current.isSubmitting).toBe(true);

    act(() => result.current.fail());
    expect(result.current.isSubmitting).toBe(false);
    expect(result.current.key).toBe(key);
    let retry = false;
    act(() => {
      retry = result.current.begin();
    });
    expect(retry).toBe(true);
  });

  it('takes a new key for a new entry', () => {
    const { result } = renderHook(() => useIdempotentSubmit());
    const key = result.current.key;
    act(() => void result.current.begin());
    act(() => result.current.renew());
    expect(result.current.key).not.toBe(key);
    expect(result.current.isSubmitting).toBe(false);
  });

  it('makes keys without randomUUID, as over plain http away from localhost', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const keys = new Set([newIdempotencyKey(), newIdempotencyKey()]);
    expect(keys.size).toBe(2);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});
