/**
 * Dates and times of day in the business's time zone (BUSINESS_TZ), never the server's or UTC: a
 * ticket raised at 8 p.m. in San Salvador is that day's ticket. Building an Intl.DateTimeFormat
 * costs far more than using one (ICU loads the zone's rules), so each is built once per zone.
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

/** YYYY-MM-DD in `timeZone`. */
export const businessDate = (d: Date, timeZone: string) =>
  formatter(`date:${timeZone}`, 'en-CA', { timeZone, dateStyle: 'short' }).format(d);

/** HH:mm (24 h) in `timeZone`. */
export const businessTime = (d: Date, timeZone: string) =>
  formatter(`time:${timeZone}`, 'en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(d);

/** dd/mm/aaaa in `timeZone`. */
export const businessDmy = (d: Date, timeZone: string) =>
  businessDate(d, timeZone).split('-').reverse().join('/');

/**
 * A Date whose UTC fields are the wall-clock time in `timeZone`, for spreadsheets (which have no
 * time zones).
 */
export function wallClock(d: Date, timeZone: string): Date {
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

/** `timeZone`'s offset from UTC at `d`, in minutes (-360 for America/El_Salvador). */
export const utcOffsetMinutes = (d: Date, timeZone: string) =>
  Math.round((wallClock(d, timeZone).getTime() - Math.floor(d.getTime() / 1000) * 1000) / 60_000);
