// `npm run shots`: the screenshot gallery. Builds the app for fresh, seeded emulators
// (as the browser tests do), then writes every public, member and admin screen at
// 390 × 844 and 1280 × 800 into shots/<phone|desktop>/<screen>.png (git-ignored).
// Arguments go to Playwright, e.g. `npm run shots -- -g admin --project=phone`.
// Then the owner's guide gets its pictures from the phone shots (scripts/guide-images.mjs).
import './lib/node-version.mjs';
import { rmSync } from 'node:fs';
import { copyGuideImages } from './guide-images.mjs';
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
if (code !== 0) process.exit(code);
console.log('\nScreenshots in shots/phone/ and shots/desktop/.');
// A run of only some screens refreshes the guide's pictures it made and names the rest.
const missing = copyGuideImages({ partial: filtered });
if (missing.length > 0) {
  const note = filtered ? 'not made by this run' : 'missing from the gallery';
  console.error(`${filtered ? '!' : '✖'} Guide pictures ${note}: ${missing.join(', ')}.`);
  if (!filtered) process.exit(1);
}
