import { useCallback } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { useAppConfig } from './app-config';
import { businessDateIso, formatInstant } from './format';

/** `formatInstant` on the business zone's clock, for a component that writes instants. */
export function useFormatInstant(): (iso: string) => string {
  const timeZone = useAppConfig().data?.businessTz;
  return useCallback((iso: string) => formatInstant(iso, timeZone), [timeZone]);
}

/**
 * Today as the business says it (ARCHITECTURE: "today", "this month" are the business zone's), at
 * its midnight; the browser's today while the zone is not known.
 */
export function useBusinessToday(): Dayjs {
  const offset = useAppConfig().data?.utcOffsetMinutes;
  return offset === undefined ? dayjs().startOf('day') : dayjs(businessDateIso(new Date(), offset));
}

/** An instant on the business zone's clock, where a hook cannot be called (a table's cell). */
export function Instant({ iso }: { iso: string }) {
  return <>{useFormatInstant()(iso)}</>;
}
