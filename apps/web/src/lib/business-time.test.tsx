import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { mockBusinessZone, TestProviders } from './test-api';
import { Instant, useBusinessToday } from './business-time';

afterEach(() => {
  vi.useRealTimers();
});

describe('Instant', () => {
  it('writes the instant on the business zone’s clock, whatever the browser’s', async () => {
    mockBusinessZone('Asia/Tokyo', 540);
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
    mockBusinessZone('America/El_Salvador', -360);
    render(
      <TestProviders>
        <Today />
      </TestProviders>,
    );
    expect(await screen.findByText('2026-11-30')).toBeTruthy();
  });
});
