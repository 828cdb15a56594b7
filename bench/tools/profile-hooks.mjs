// Preloaded into the API by tools/profile.mjs (node --import): between two SIGUSR2 it counts the
// garbage collector's pauses and samples what is allocated, collected objects included (V8's
// sampling heap profiler), and at the second it writes both, with the window's start and end on
// the clock the CPU profile's samples are timed by (CLOCK_MONOTONIC, µs), to BENCH_PROFILE_DIR.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import { constants, PerformanceObserver } from 'node:perf_hooks';

const dir = process.env.BENCH_PROFILE_DIR;
if (dir) {
  const KINDS = {
    [constants.NODE_PERFORMANCE_GC_MINOR]: 'scavenge',
    [constants.NODE_PERFORMANCE_GC_MAJOR]: 'full',
    [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental marking',
    [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
  };
  const session = new Session();
  session.connect();
  const micros = () => Number(process.hrtime.bigint() / 1000n);
  let window;
  new PerformanceObserver((list) => {
    if (!window) return;
    for (const entry of list.getEntries()) {
      const kind = KINDS[entry.detail?.kind] ?? 'other';
      const figures = (window.gc[kind] ??= { count: 0, ms: 0, longestMs: 0 });
      figures.count += 1;
      figures.ms += entry.duration;
      figures.longestMs = Math.max(figures.longestMs, entry.duration);
    }
  }).observe({ entryTypes: ['gc'] });

  process.on('SIGUSR2', async () => {
    if (!window) {
      await session.post('HeapProfiler.enable');
      await session.post('HeapProfiler.startSampling', {
        samplingInterval: 4096,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: true,
      });
      window = { startUs: micros(), gc: {} };
      return;
    }
    const endUs = micros();
    const { profile } = await session.post('HeapProfiler.stopSampling');
    writeFileSync(path.join(dir, 'allocations.heapprofile'), JSON.stringify(profile));
    writeFileSync(path.join(dir, 'window.json'), JSON.stringify({ ...window, endUs }));
    window = undefined;
  });
}
