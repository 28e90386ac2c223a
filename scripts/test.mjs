// `npm test`: type-check, lint, unit/component tests, then — against emulators it
// starts and stops itself — rules and integration tests and the browser tests.
// `npm test -- --fast` stops after the unit tests.
import { existsSync } from 'node:fs';
import { CHROMIUM } from './lib/chromium.mjs';
import { buildForTests, startTestServers } from './lib/test-servers.mjs';
import { runToEnd, withEmulators } from './with-emulators.mjs';

const bin = (name) => `node_modules/.bin/${name}`;
const fast = process.argv.includes('--fast');
const results = [];

async function step(name, cmd, args, env) {
  console.log(`\n━━ ${name}`);
  const code = await runToEnd(cmd, args, env);
  results.push([name, code]);
  return code === 0;
}

function finish() {
  console.log('\n━━ Summary');
  for (const [name, code] of results) console.log(`${code === 0 ? '✔' : '✖'} ${name}`);
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

const ok =
  (await step('Type-check', bin('tsc'), ['-b'])) &&
  (await step('Lint and format', 'npm', ['run', '--silent', 'lint'])) &&
  (await step('Unit and component tests', bin('vitest'), ['run']));
if (!ok || fast) finish();

await withEmulators(async (env) => {
  console.log('\n━━ Build (test mode, emulators)');
  const { code: built, outDir } = await buildForTests(env, runToEnd);
  results.push(['Build (test mode, emulators)', built]);
  if (built !== 0) return;
  const emulatorSuite = ['run', '--config', 'vitest.emulator.config.ts'];
  if (!(await step('Rules and integration tests (emulators)', bin('vitest'), emulatorSuite, env))) return;
  try {
    await startTestServers(env, outDir);
  } catch (e) {
    console.error(`✖ ${e.message}`);
    results.push(['Test servers (vite preview, Hosting emulator)', 1]);
    return;
  }
  await step('Browser tests (Chromium, emulators)', bin('playwright'), ['test'], env);
});
finish();
