import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_CONCURRENCY, imageWork, prepareImage } from './images';
import { createLimiter } from './limiter';

describe('the limiter', () => {
  it('runs at most its number of jobs at once, the rest in order, each slot handed on', async () => {
    const limit = createLimiter(2);
    const started: number[] = [];
    const release: (() => void)[] = [];
    let most = 0;
    const jobs = [0, 1, 2, 3, 4].map((i) =>
      limit(async () => {
        started.push(i);
        most = Math.max(most, limit.active());
        await new Promise<void>((r) => release.push(r));
        return i;
      }),
    );
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1]);
    expect(limit.waiting()).toBe(3);
    release.shift()!();
    // A newcomer arriving as a slot is handed on does not jump the queue.
    const late = limit(async () => {
      started.push(9);
      return 9;
    });
    while (release.length > 0 || started.length < 6) {
      await new Promise((r) => setImmediate(r));
      release.shift()?.();
    }
    expect(await Promise.all([...jobs, late])).toEqual([0, 1, 2, 3, 4, 9]);
    expect(started).toEqual([0, 1, 2, 3, 4, 9]);
    expect(most).toBe(2);
    expect(limit.active()).toBe(0);
  });

  it('frees the slot of a job that fails', async () => {
    const limit = createLimiter(1);
    await expect(limit(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await limit(async () => 'sí')).toBe('sí');
  });
});

describe('image work', () => {
  it(`decodes no more than ${IMAGE_CONCURRENCY} uploads at once`, async () => {
    const photo = await sharp({
      create: {
        width: 2400,
        height: 1800,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    let most = 0;
    let queued = 0;
    let done = false;
    const watch = (async () => {
      while (!done) {
        most = Math.max(most, imageWork.active());
        queued = Math.max(queued, imageWork.waiting());
        await new Promise((r) => setImmediate(r));
      }
    })();
    const results = await Promise.all(Array.from({ length: 6 }, () => prepareImage(photo, 'jpg')));
    done = true;
    await watch;
    expect(results.every((r) => r.ok)).toBe(true);
    expect(most).toBe(IMAGE_CONCURRENCY);
    expect(queued).toBeGreaterThan(0);
  });
});
