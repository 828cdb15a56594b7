import { useCallback, useMemo, useRef, useState } from 'react';

/** A fresh key. `crypto.randomUUID` exists only in secure contexts (https, localhost): Jarvis
 * served over plain http on a LAN falls back to `getRandomValues`, which every context has. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export type IdempotentSubmit = {
  /** This fill of the form's key: sent with every attempt, so a retry creates nothing twice. */
  key: string;
  /** From the click until the page has moved on (or the request failed): the button's state. */
  isSubmitting: boolean;
  /** Claims the submission; false when one is already under way or done (a double click). */
  begin: () => boolean;
  /** The request failed: the same fill may be sent again, with the same key. */
  fail: () => void;
  /** The form was cleared for a new entry: a new key, and it may be sent again. */
  renew: () => void;
};

/**
 * A create form's submission (ARCHITECTURE "Creates are idempotent"): the idempotency key of one
 * fill of the form, and a latch held from the click until the page has moved on. After a success
 * the latch stays closed: the form keeps its button disabled while the next page loads or the
 * dialog closes. The latch is a ref, closed in the handler itself: the second press of a double
 * click comes before React has drawn the button disabled.
 */
export function useIdempotentSubmit(): IdempotentSubmit {
  const [key, setKey] = useState(newIdempotencyKey);
  const [isSubmitting, setSubmitting] = useState(false);
  const latch = useRef(false);

  const begin = useCallback(() => {
    if (latch.current) return false;
    latch.current = true;
    setSubmitting(true);
    return true;
  }, []);
  const fail = useCallback(() => {
    latch.current = false;
    setSubmitting(false);
  }, []);
  const renew = useCallback(() => {
    fail();
    setKey(newIdempotencyKey());
  }, [fail]);

  return useMemo(
    () => ({ key, isSubmitting, begin, fail, renew }),
    [key, isSubmitting, begin, fail, renew],
  );
}
