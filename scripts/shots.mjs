// `npm run shots`: the screenshot gallery. Builds the app for fresh, seeded emulators
// (as the browser tests do), then writes every public, member and admin screen at
// 390 × 844 and 1280 × 800 into shots/<phone|desktop>/<screen>.png (git-ignored).
// Arguments go to Playwright, e.g. `npm run shots -- -g admin --project=phone`.
import './lib/node-version.mjs';
import { rmSync } from 'node:fs';
import { buildForTests, startTestServers } from './lib/test-servers.mjs';
import { runToEnd, withEmulators } from './with-emulators.mjs';

const args = process.argv.slice(2);
const filtered = args.some((a) => a === '-g' || a.startsWith('--grep') || a.startsWith('--project'));
if (!filtered) rmSync('shots', { recursive: true, force: true });
const code = await withEmulators(async (env) => {
  const build = await buildForTests(env, runToEnd);
  if (build.code !== 0) return build.code;
  await startTestServers(env, build.outDir);
  return runToEnd(
    'node_modules/.bin/playwright',
    ['test', '--config', 'playwright.shots.config.ts', ...args],
    env,
  );
});
if (code === 0) console.log('\nScreenshots in shots/phone/ and shots/desktop/.');
process.exit(code);
