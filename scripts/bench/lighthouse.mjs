// Lighthouse, mobile preset with its default (simulated) throttling; the median
// of several runs, each a first visit: a cold cache, no service worker, no storage
// (so the promo popup opens), and a trace that runs on past the load long enough
// to hold what a page starts after it (the popup 1.2 s after, the chat-tap
// listener and the service worker's registration once idle), which Lighthouse's
// default wait (1 s quiet after load) could leave out. Each URL gets a browser of
// its own, and a first, discarded run: a visitor's browser is already running when
// they open the site (a cold site, a warm browser), while a browser's first page
// pays its own start-up (main.js took 332 ms to evaluate there, 119 ms a run later),
// which one of three runs cannot average away.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS } from './browser.mjs';

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** Lighthouse's own defaults (storage and cache reset each run), except the wait after load (see above). */
export const FIRST_VISIT = {
  pauseAfterLoadMs: 4000,
  networkQuietThresholdMs: 2000,
  cpuQuietThresholdMs: 2000,
};

export async function lighthouseMedian(url, runs) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const samples = [];
  const run = async (settings) => {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
      ...settings,
    });
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    return lhr;
  };
  try {
    // The browser's start-up, not measured (Lighthouse's default wait: it only has to load).
    await run({});
    for (let i = 0; i < runs; i++) {
      const lhr = await run(FIRST_VISIT);
      samples.push({
        score: lhr.categories.performance.score,
        fcp: lhr.audits['first-contentful-paint'].numericValue,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
      });
    }
  } finally {
    await chrome.kill();
  }
  return {
    score: median(samples.map((s) => s.score)),
    fcp: median(samples.map((s) => s.fcp)),
    lcp: median(samples.map((s) => s.lcp)),
    tbt: median(samples.map((s) => s.tbt)),
    cls: median(samples.map((s) => s.cls)),
    runs,
  };
}

export { median };
