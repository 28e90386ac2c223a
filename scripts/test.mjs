// `npm test`: type-check, lint, unit/component tests, then — against emulators it
// starts and stops itself — rules and integration tests and the browser tests.
// `npm test -- --fast` stops after the unit tests. Each step's time is printed when it ends and
// again in the summary, so a slow step is seen without a stopwatch; so is every browser test
// that passed only on its retry (a flaky test: a defect to fix, not to retry).
import './lib/node-version.mjs';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM } from './lib/chromium.mjs';
import { FLAKY_FILE_ENV, flakyLine, readFlaky } from './lib/flaky.mjs';
import { buildForTests, startTestServers } from './lib/test-servers.mjs';
import { runToEnd, withEmulators } from './with-emulators.mjs';

const bin = (name) => `node_modules/.bin/${name}`;
const fast = process.argv.includes('--fast');
const results = [];
/** Browser tests that failed, then passed on their retry: named in the summary. */
const flaky = [];
const started = performance.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs `work` (resolving to an exit code) as a named step and records its outcome and time. */
async function timed(name, work) {
  console.log(`\n━━ ${name}`);
  const t0 = performance.now();
  const code = await work();
  const ms = performance.now() - t0;
  results.push([name, code, ms]);
  console.log(`━━ ${name}: ${code === 0 ? 'passed' : 'failed'} in ${seconds(ms)}`);
  return code;
}

async function step(name, cmd, args, env) {
  return (await timed(name, () => runToEnd(cmd, args, env))) === 0;
}

function finish() {
  console.log('\n━━ Summary');
  for (const [name, code, ms] of results) {
    console.log(`${code === 0 ? '✔' : '✖'} ${name.padEnd(44)} ${seconds(ms).padStart(8)}`);
  }
  console.log(`  ${'Total'.padEnd(44)} ${seconds(performance.now() - started).padStart(8)}`);
  for (const name of flaky) console.log(flakyLine(name));
  const failed = results.filter(([, c]) => c !== 0).length;
  process.exit(failed ? 1 : 0);
}

const chromium = CHROMIUM;
if (!fast && !existsSync(chromium)) {
  console.error(
    `✖ Chromium not found at ${chromium}: install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

// TypeScript 7 by its own path: node_modules/.bin/tsc can be TypeScript 6's, whose JS API
// package (for typescript-eslint) brings a hoisted copy with a bin of the same name.
const TSC = 'node_modules/typescript7/bin/tsc';

const ok =
  (await step('Type-check', TSC, ['-b'])) &&
  (await step('Lint and format', 'npm', ['run', '--silent', 'lint'])) &&
  (await step('Unit and component tests', bin('vitest'), ['run']));
if (!ok || fast) finish();

await withEmulators(async (env) => {
  let outDir;
  const built = await timed('Build (test mode, emulators)', async () => {
    const build = await buildForTests(env, runToEnd);
    outDir = build.outDir;
    return build.code;
  });
  if (built !== 0) return;
  const emulatorSuite = ['run', '--config', 'vitest.emulator.config.ts'];
  if (!(await step('Rules and integration tests (emulators)', bin('vitest'), emulatorSuite, env))) return;
  try {
    await startTestServers(env, outDir);
  } catch (e) {
    console.error(`✖ ${e.message}`);
    results.push(['Test servers (vite preview, Hosting)', 1, 0]);
    return;
  }
  const flakyDir = mkdtempSync(path.join(tmpdir(), 'og-flaky-'));
  const flakyFile = path.join(flakyDir, 'flaky.json');
  await step('Browser tests (Chromium, emulators)', bin('playwright'), ['test'], {
    ...env,
    [FLAKY_FILE_ENV]: flakyFile,
  });
  flaky.push(...readFlaky(flakyFile));
  rmSync(flakyDir, { recursive: true, force: true });
});
finish();
