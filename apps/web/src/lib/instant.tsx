import { useCallback } from 'react';
import { useAppConfig } from './app-config';
import { formatInstant } from './format';

/** `formatInstant` on the business zone's clock, for a component that writes instants. */
export function useFormatInstant(): (iso: string) => string {
  const timeZone = useAppConfig().data?.businessTz;
  return useCallback((iso: string) => formatInstant(iso, timeZone), [timeZone]);
}

/** An instant on the business zone's clock, where a hook cannot be called (a table's cell). */
export function Instant({ iso }: { iso: string }) {
  return <>{useFormatInstant()(iso)}</>;
}
