import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { mockApi, TestProviders } from './test-api';
import { Instant } from './instant';

afterEach(() => {
  cleanup();
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
