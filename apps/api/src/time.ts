/**
 * Dates and times of day in the business's time zone (BUSINESS_TZ), never the server's or UTC: a
 * ticket raised at 8 p.m. in San Salvador is that day's ticket. Building an Intl.DateTimeFormat
 * costs far more than using one (ICU loads the zone's rules), so each is built once per zone; using
 * one costs more than arithmetic, so a list's dates come from the zone's offset (offsetMs).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(key: string, locale: string, options: Intl.DateTimeFormatOptions) {
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
}

const QUARTER_HOUR = 15 * 60_000;
/**
 * A year and a bit of quarter hours per zone (~2 MB): a year's export of tickets touches most of a
 * year's 35,000, and a smaller store emptied itself over and over, each miss asking ICU twice.
 */
const KEPT_QUARTERS = 40_000;
const offsets = new Map<string, Map<number, number>>();

/**
 * `timeZone`'s offset from UTC at `d` in milliseconds, kept per quarter hour of UTC: a list's rows
 * share a handful of them, and asking ICU for each row's date and time cost 68 µs on a page of 24
 * tickets (docs/decisions/0013). Zones change offset on quarter hours of UTC; a quarter whose two
 * ends disagree (a change inside it, as Monrovia's at 00:44:30 UTC on 7 January 1972) is not kept
 * and each instant in it is asked for itself.
 */
function offsetMs(d: Date, timeZone: string): number {
  const t = d.getTime();
  const quarter = Math.floor(t / QUARTER_HOUR);
  let zone = offsets.get(timeZone);
  if (!zone) {
    zone = new Map();
    offsets.set(timeZone, zone);
  }
  const kept = zone.get(quarter);
  if (kept !== undefined) return kept;
  const exactly = (at: number) => icuWallClock(new Date(at), timeZone).getTime() - floorSecond(at);
  const start = exactly(quarter * QUARTER_HOUR);
  if (start !== exactly((quarter + 1) * QUARTER_HOUR - 1)) return exactly(t);
  if (zone.size >= KEPT_QUARTERS) zone.clear();
  zone.set(quarter, start);
  return start;
}

const floorSecond = (t: number) => Math.floor(t / 1000) * 1000;
const pad2 = (n: number) => String(n).padStart(2, '0');

/** `d` moved by the zone's offset: its UTC fields are the wall-clock date and time in `timeZone`. */
const local = (d: Date, timeZone: string) => new Date(d.getTime() + offsetMs(d, timeZone));

/** YYYY-MM-DD in `timeZone`. */
export function businessDate(d: Date, timeZone: string): string {
  const w = local(d, timeZone);
  return `${w.getUTCFullYear()}-${pad2(w.getUTCMonth() + 1)}-${pad2(w.getUTCDate())}`;
}

/** HH:mm (24 h) in `timeZone`. */
export function businessTime(d: Date, timeZone: string): string {
  const w = local(d, timeZone);
  return `${pad2(w.getUTCHours())}:${pad2(w.getUTCMinutes())}`;
}

/** dd/mm/aaaa in `timeZone`. */
/** A business date 'YYYY-MM-DD' moved by whole calendar days (negative: back). */
export function addDays(fecha: string, days: number): string {
  const d = new Date(`${fecha}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export const businessDmy = (d: Date, timeZone: string) =>
  businessDate(d, timeZone).split('-').reverse().join('/');

/** What ICU says `d`'s wall-clock time in `timeZone` is, as the UTC fields of a Date (seconds). */
function icuWallClock(d: Date, timeZone: string): Date {
  const parts = Object.fromEntries(
    formatter(`wall:${timeZone}`, 'en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  return new Date(
    Date.UTC(
      +parts.year!,
      +parts.month! - 1,
      +parts.day!,
      +parts.hour!,
      +parts.minute!,
      +parts.second!,
    ),
  );
}

/**
 * A Date whose UTC fields are the wall-clock time in `timeZone`, to the second, for spreadsheets
 * (which have no time zones). From the kept offset: a year's export asks for 135,000 of them, and
 * asking ICU for each took 2 of its 4 s.
 */
export const wallClock = (d: Date, timeZone: string): Date =>
  new Date(floorSecond(d.getTime()) + offsetMs(d, timeZone));

/** `timeZone`'s offset from UTC at `d`, in minutes (-360 for America/El_Salvador). */
export const utcOffsetMinutes = (d: Date, timeZone: string) =>
  Math.round((icuWallClock(d, timeZone).getTime() - floorSecond(d.getTime())) / 60_000);
