// `npm test`: type-check, lint, unit/component tests, then — against emulators it
// starts and stops itself — rules and integration tests and the browser tests.
// `npm test -- --fast` stops after the unit tests.
import { existsSync } from 'node:fs';
import { CHROMIUM } from './lib/chromium.mjs';
import { startTestServers } from './lib/test-servers.mjs';
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
  const outDir = `dist-e2e-${env.OG_PORT_SHIFT}`;
  const buildEnv = { ...env, VITE_USE_EMULATORS: 'true' };
  const build = ['build', '--mode', 'test', '--outDir', outDir, '--logLevel', 'warn'];
  if (!(await step('Build (test mode, emulators)', bin('vite'), build, buildEnv))) return;
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
