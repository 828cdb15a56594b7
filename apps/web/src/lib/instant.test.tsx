import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { mockApi, TestProviders } from './test-api';
import { Instant, useBusinessToday } from './instant';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Instant', () => {
  it('writes the instant on the business zone’s clock, whatever the browser’s', async () => {
    mockApi(({ url }) =>
      url.pathname === '/api/config'
        ? { body: { businessTz: 'Asia/Tokyo', utcOffsetMinutes: 540, version: '2.0' } }
        : undefined,
    );
    render(
      <TestProviders>
        <Instant iso="2026-03-05T04:30:00.000Z" />
      </TestProviders>,
    );
    expect(await screen.findByText('05/03/2026 13:30')).toBeTruthy();
  });
});

function Today() {
  return <>{useBusinessToday().format('YYYY-MM-DD')}</>;
}

describe('useBusinessToday', () => {
  it('is the business date once the zone is known, not the browser’s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 02:00 UTC on 1 December: still 30 November in San Salvador.
    vi.setSystemTime(new Date('2026-12-01T02:00:00Z'));
    mockApi(({ url }) =>
      url.pathname === '/api/config'
        ? { body: { businessTz: 'America/El_Salvador', utcOffsetMinutes: -360, version: '2.0' } }
        : undefined,
    );
    render(
      <TestProviders>
        <Today />
      </TestProviders>,
    );
    expect(await screen.findByText('2026-11-30')).toBeTruthy();
  });
});
