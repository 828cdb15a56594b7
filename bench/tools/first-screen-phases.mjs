// What a signed-in visitor sees, and when, as /Tickets/Menu (or --path) opens cold on a throttled
// phone: Chromium's own network and CPU throttling (slow 4G: 150 ms, 1.6 Mbit/s; CPU ÷4), not
// Lighthouse's simulation, so the waits React and the router add (a Suspense fallback, its 300 ms
// reveal) show up. For each run, milliseconds from navigation to the first paint, the splash, the
// shell's frame, the content area's spinner, the page (--selector), FCP and LCP.
//   node bench/tools/first-screen-phases.mjs --runs 4 http://localhost:3000
/* global window, document, MutationObserver -- the init script runs in the page */
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM, FLAGS, keepSession } from '../frontend/lighthouse.mjs';
import { signIn } from '../lib/measure.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    path: { type: 'string', default: '/Tickets/Menu' },
    selector: { type: 'string', default: '.tickets-menu__card' },
    user: { type: 'string', default: 'restaurante' },
  },
});
const [origin] = positionals;
if (!origin) {
  console.error('uso: first-screen-phases.mjs [--runs N] [--path /ruta] [--selector css] origen');
  process.exit(2);
}

const MARKS = { splash: '.splash', shell: '.shell', spinner: '.shell__page-loading' };

const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
try {
  for (let run = 0; run < Number(values.runs); run++) {
    const session = (await signIn(origin, [values.user]))[values.user];
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await keepSession(page, origin, session);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(
      ([marks, selector]) => {
        const seen = {};
        window.__phases = seen;
        const look = () => {
          for (const [name, css] of Object.entries({ ...marks, page: selector }))
            if (!(name in seen) && document.querySelector(css))
              seen[name] = Math.round(performance.now());
        };
        new MutationObserver(look).observe(document, { subtree: true, childList: true });
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) seen[e.name] = Math.round(e.startTime);
        }).observe({ type: 'paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) seen.lcp = Math.round(e.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      },
      [MARKS, values.selector],
    );
    await page.goto(`${origin}${values.path}`);
    await page.waitForSelector(values.selector);
    await page.waitForTimeout(1500);
    const seen = await page.evaluate(() => window.__phases);
    const order = ['first-paint', 'splash', 'shell', 'spinner', 'page', 'first-contentful-paint'];
    console.log(
      [...order, 'lcp']
        .filter((k) => k in seen)
        .map((k) => `${k} ${seen[k]}`)
        .join(' · '),
    );
    await context.close();
  }
} finally {
  await browser.close();
}
