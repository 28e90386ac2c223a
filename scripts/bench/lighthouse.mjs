// Lighthouse, mobile preset with its default (simulated) throttling; the median
// of several runs with their spread, each a first visit: a cold cache, no service
// worker, no storage (so the promo popup opens), and a trace that runs on past the
// load long enough to hold what a page starts after it (the popup 1.2 s after, the
// chat-tap listener and the service worker's registration once idle), which
// Lighthouse's default wait (1 s quiet after load) could leave out. The browser gets a
// first, discarded run: a visitor's browser is already running when they open the site
// (a cold site, a warm browser), while a browser's first page pays its own start-up
// (main.js took 332 ms to evaluate there, 119 ms a run later), which one of three runs
// cannot average away. Lighthouse empties its cache and storage before every load.
//
// Several URLs measured together (a page, its static twin, the same page of the base
// build: `lighthouseSideBySide`) take turns in the same browser, load after load, so a
// machine that slows down mid-run slows each of them alike.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM, CHROMIUM_FLAGS } from './browser.mjs';

const slug = (url) => new URL(url).pathname.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '') || 'home';

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

/**
 * Only what the bench reads: the five metrics the score weighs, bootup-time, the largest
 * paint's element. The other audits and the full-page screenshot cost the run time (on a
 * 2-core machine about a third of each load), not the figures.
 */
const AUDITS = {
  onlyAudits: [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
    'bootup-time',
    'lcp-breakdown-insight',
    'long-tasks',
  ],
  disableFullPageScreenshot: true,
};

const staticPage = (url) => /\/bench-(static|twin)-[^/]*\.html$/.test(new URL(url).pathname);

/** The figures each load gives; `bootup` is Lighthouse's bootup-time (script evaluation and parsing, ms at 4×). */
export const METRICS = ['score', 'fcp', 'lcp', 'tbt', 'cls', 'bootup'];

/** The first element named in an audit's details (the largest paint's, in the LCP audits). */
function firstNode(x) {
  if (!x || typeof x !== 'object') return null;
  if (x.type === 'node' && x.selector) return x;
  for (const v of Object.values(x)) {
    const found = firstNode(v);
    if (found) return found;
  }
  return null;
}

function sampleOf(lhr) {
  const a = lhr.audits;
  const lcpNode = firstNode(
    a['lcp-breakdown-insight']?.details ?? a['largest-contentful-paint-element']?.details,
  );
  const scripts = (a['bootup-time']?.details?.items ?? []).map((i) => ({
    url: i.url.replace(/^https?:\/\/[^/]+/, ''),
    ms: Math.round(i.scripting + i.scriptParseCompile),
  }));
  return {
    score: lhr.categories.performance.score,
    fcp: a['first-contentful-paint'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    bootup: a['bootup-time'].numericValue,
    lcpElement: lcpNode?.selector ?? null,
    scripts,
  };
}

/** The median of each metric, with its min and max (`spread[metric] = [min, max]`) and every load. */
export function summarise(samples) {
  const out = { runs: samples.length, spread: {}, samples };
  for (const m of METRICS) {
    const xs = samples.map((s) => s[m]);
    out[m] = median(xs);
    out.spread[m] = [Math.min(...xs), Math.max(...xs)];
  }
  return out;
}

/**
 * A browser for Lighthouse, warmed by one discarded load: `sideBySide(urls, runs)` with
 * `urls` = { name: url } loads each URL once a round, in turn (who goes first alternates:
 * the first load of a round follows the last's after-work), for `runs` rounds, and returns
 * { name: summarise(...) }. `keep`: a folder for the last report of each (a closer look).
 */
export async function startLighthouse({ keep } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const run = async (url, settings) => {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
      ...AUDITS,
      ...settings,
    });
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    return lhr;
  };
  let warm = false;
  return {
    async sideBySide(urls, runs) {
      const names = Object.keys(urls);
      const samples = Object.fromEntries(names.map((n) => [n, []]));
      // The browser's start-up, not measured (Lighthouse's default wait: it only has to load).
      if (!warm) await run(urls[names[0]], {});
      warm = true;
      for (let i = 0; i < runs; i++) {
        for (const name of i % 2 ? [...names].reverse() : names) {
          // A page without script (a static twin) has no after-work to wait for.
          const lhr = await run(urls[name], staticPage(urls[name]) ? {} : FIRST_VISIT);
          samples[name].push(sampleOf(lhr));
          if (keep)
            writeFileSync(path.join(keep, `lhr-${slug(urls[name])}-${name}.json`), JSON.stringify(lhr));
        }
      }
      return Object.fromEntries(names.map((n) => [n, summarise(samples[n])]));
    },
    close: () => chrome.kill(),
  };
}

/** One URL alone, in a browser of its own: its median of `runs` (with spread). */
export async function lighthouseMedian(url, runs) {
  const lh = await startLighthouse();
  try {
    return (await lh.sideBySide({ page: url }, runs)).page;
  } finally {
    await lh.close();
  }
}

export { median };
