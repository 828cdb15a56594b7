import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const { lhr } = await lighthouse(process.argv[2] ?? 'http://127.0.0.1:3200/auth/login', {
  port: chrome.port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
});
console.log('score', lhr.categories.performance.score);
for (const id of [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'speed-index',
])
  console.log(id, lhr.audits[id].numericValue);
console.log(
  'bootup',
  JSON.stringify(
    lhr.audits['bootup-time'].details.items.map((i) => [
      i.url.replace(/.*\//, ''),
      Math.round(i.total),
      Math.round(i.scripting),
      Math.round(i.scriptParseCompile),
    ]),
  ),
);
console.log(
  'mainthread',
  JSON.stringify(
    lhr.audits['mainthread-work-breakdown'].details.items.map((i) => [
      i.group,
      Math.round(i.duration),
    ]),
  ),
);
console.log(
  'longtasks',
  JSON.stringify(
    (lhr.audits['long-tasks']?.details?.items ?? []).map((i) => [
      i.url?.replace(/.*\//, ''),
      Math.round(i.startTime),
      Math.round(i.duration),
    ]),
  ),
);
const lcp = lhr.audits['largest-contentful-paint-element']?.details;
console.log(
  'lcp el',
  JSON.stringify(lcp?.items?.[0]?.items?.[0]?.node?.snippet ?? lcp).slice(0, 300),
);
console.log('lcp breakdown', JSON.stringify(lcp?.items?.[1]?.items));
await chrome.kill();
