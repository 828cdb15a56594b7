// Lighthouse performance (mobile, its default: simulated slow 4G and a slow CPU) of the sign-in page
// and of a signed-in screen, in Debian's Chromium, against the production server on the scale data.
// Scores wander by a few points: each page is audited `repeat` times and the median kept.
import { existsSync } from 'node:fs';
import { STORAGE_KEYS } from '@jarvis/contracts/auth';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const CHROMIUM = '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export type Audit = { url: string; score?: number; scores?: number[]; error?: string };
export type Lighthouse = { runs?: Audit[]; error?: string };

/** The web app's session where lib/session.ts keeps it, and the HTTP cache emptied. */
async function storeSession(port: number, origin: string, token: string, userId: number) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0]!;
  const page = await context.newPage();
  await page.goto(`${origin}/api/config`);
  const set = (k: string, v: string) =>
    `localStorage.setItem(${JSON.stringify(k)}, ${JSON.stringify(v)})`;
  await page.evaluate(
    `${set(STORAGE_KEYS.token, token)}; ${set(STORAGE_KEYS.userId, String(userId))}`,
  );
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  await page.close();
  await browser.close();
}

async function audit(port: number, url: string, keepStorage: boolean): Promise<Audit> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
  });
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError) return { url, error: lhr?.runtimeError?.message ?? 'no result' };
  return {
    url: new URL(url).pathname,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
  };
}

export async function runLighthouse(origin: string, token: string): Promise<Lighthouse> {
  const repeat = 3;
  if (!existsSync(CHROMIUM)) return { error: `${CHROMIUM} is missing (apt-get install chromium)` };
  const headers = { authorization: `Bearer ${token}` };
  const res = await fetch(`${origin}/api/users/me`, { headers });
  const me = (await res.json()) as { userID: number };
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const runs: Audit[] = [];
    // The sign-in page first: a stored session would send /auth/login on to the shell.
    for (const [page, signedIn] of [
      ['/auth/login', false],
      ['/Tickets/Menu', true],
    ] as const) {
      const audits: Audit[] = [];
      for (let i = 0; i < repeat; i++) {
        if (signedIn) await storeSession(chrome.port, origin, token, me.userID);
        audits.push(await audit(chrome.port, `${origin}${page}`, signedIn));
      }
      const ok = audits.filter((a) => a.score !== undefined).sort((a, b) => a.score! - b.score!);
      runs.push(
        ok.length
          ? { ...ok[Math.floor(ok.length / 2)]!, scores: ok.map((a) => a.score!) }
          : audits[0]!,
      );
    }
    return { runs };
  } catch (err) {
    return { error: `Lighthouse failed: ${(err as Error).message.split('\n')[0]}` };
  } finally {
    chrome.kill();
  }
}
