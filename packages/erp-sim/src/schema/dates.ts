/** SL accepts '2014-04-23', '20140423' and '2014-04-23T12:21:21' for a date; time parts are ignored. */
export function normalizeDate(text: string): string | undefined {
  const m =
    /^(\d{4})-?(\d{2})-?(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(
      text.trim(),
    );
  if (!m) return undefined;
  const [, y, mo, d] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  const iso = date.toISOString().slice(0, 10);
  return iso === `${y}-${mo}-${d}` ? iso : undefined;
}

/** '18:38', '1838' or '18:38:05' → '18:38:05'. */
export function normalizeTime(text: string): string | undefined {
  const m = /^(\d{1,2}):?(\d{2})(?::?(\d{2}))?$/.exec(text.trim());
  if (!m) return undefined;
  const [, h, mi, s] = m;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s ?? 0) > 59) return undefined;
  return `${h!.padStart(2, '0')}:${mi}:${s ?? '00'}`;
}

// El Salvador keeps UTC-6 all year (no daylight saving), so a fixed offset is exact.
const BUSINESS_OFFSET_MS = -6 * 60 * 60 * 1000;

/** The calendar date in the company's time zone (America/El_Salvador). */
export function businessDate(now: Date): string {
  return new Date(now.getTime() + BUSINESS_OFFSET_MS).toISOString().slice(0, 10);
}

export function businessTime(now: Date): string {
  return new Date(now.getTime() + BUSINESS_OFFSET_MS).toISOString().slice(11, 19);
}
