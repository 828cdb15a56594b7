// Lighthouse performance of the sign-in page and of a signed-in screen, in Debian's Chromium, against
// the production server on the scale data. The target is the default (mobile, simulated slow 4G);
// the desktop preset is reported beside it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
export const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Writes the session into `page`'s origin as lib/session.ts keeps it, from a page with no app script. */
export async function keepSession(page, origin, session) {
  await page.goto(`${origin}/api/config`);
  await page.evaluate(
    ([token, id]) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('UID', String(id));
    },
    [session.token, session.userId],
  );
}

/**
 * Puts the web app's session where lib/session.ts keeps it, so the shell opens without the sign-in
 * form, and empties the HTTP cache so a signed-in screen is measured cold like the sign-in page. The
 * page visited is a JSON endpoint: it loads none of the app's scripts.
 */
export async function storeSession(port, origin, session) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  const page = await context.newPage();
  await keepSession(page, origin, session);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  await browser.close();
}

/** gzip size of the scripts the page really fetched (Jarvis serves them uncompressed today). */
function scriptsOf(lhr, webDist) {
  const scripts = lhr.audits['network-requests'].details.items.filter(
    (i) => i.resourceType === 'Script',
  );
  let gzip = 0;
  for (const { url } of webDist ? scripts : []) {
    const file = path.join(webDist, new URL(url).pathname);
    if (existsSync(file)) gzip += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  const transfer = scripts.reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
  return {
    count: scripts.length,
    transferKb: Math.round(transfer / 1024),
    gzipKb: Math.round(gzip / 1024),
  };
}

export async function audit(port, url, { keepStorage = false, desktop, webDist }) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  const { lhr } = await lighthouse(
    url,
    { ...flags, disableStorageReset: keepStorage },
    desktop ? desktopConfig : undefined,
  );
  if (lhr.runtimeError) return { url, error: lhr.runtimeError.message };
  const metric = (id) => Math.round(lhr.audits[id].numericValue ?? NaN);
  return {
    url: new URL(url).pathname,
    finalUrl: new URL(lhr.finalDisplayedUrl).pathname,
    formFactor: desktop ? 'desktop' : 'mobile',
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    metricsMs: {
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      si: metric('speed-index'),
    },
    cls: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? NaN).toFixed(3)),
    scripts: scriptsOf(lhr, webDist),
    textCompression: lhr.audits['uses-text-compression'].score === 1,
    uncompressed: (lhr.audits['uses-text-compression'].details?.items ?? []).map(
      (i) => new URL(i.url).pathname,
    ),
  };
}

/** Lighthouse scores wander by a few points: each page is audited `repeat` times, the median kept. */
async function median(repeat, auditOnce) {
  const results = [];
  for (let i = 0; i < repeat; i++) results.push(await auditOnce());
  const ok = results.filter((r) => !r.error).sort((a, b) => a.score - b.score);
  if (ok.length === 0) return results[0];
  const scores = ok.map((r) => r.score);
  return { ...ok[Math.floor(ok.length / 2)], scores };
}

export async function runLighthouse({ origin, session, webDist, repeat = 5 }) {
  if (!existsSync(CHROMIUM)) return { error: `${CHROMIUM} is missing` };
  if (!existsSync(path.join(webDist, 'index.html'))) return { error: 'no web build' };
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const runs = [];
    // Every sign-in audit before any signed-in one: a stored session would send /auth/login on to
    // the shell, and Lighthouse's storage reset does not remove it.
    for (const desktop of [false, true]) {
      const url = `${origin}/auth/login`;
      runs.push(await median(repeat, () => audit(chrome.port, url, { desktop, webDist })));
    }
    for (const desktop of [false, true]) {
      const url = `${origin}/Tickets/Menu`;
      const options = { keepStorage: true, desktop, webDist };
      runs.push(
        await median(repeat, async () => {
          await storeSession(chrome.port, origin, session);
          return audit(chrome.port, url, options);
        }),
      );
    }
    return { repeat, runs };
  } catch (err) {
    return { error: `Lighthouse failed: ${err.message.split('\n')[0]}` };
  } finally {
    await chrome.kill();
  }
}
