// Browser tests only, against fresh emulators: builds the app for them, then runs
// Playwright with any arguments given, e.g.
//   node scripts/e2e.mjs tests/e2e/home.spec.ts --project=phone
// Set OG_PORT_SHIFT (100, 200, …) to run beside another stack.
import { startTestServers } from './lib/test-servers.mjs';
import { runToEnd, withEmulators } from './with-emulators.mjs';

const args = process.argv.slice(2);
const code = await withEmulators(async (env) => {
  const outDir = `dist-e2e-${env.OG_PORT_SHIFT}`;
  const buildEnv = { ...env, VITE_USE_EMULATORS: 'true' };
  const built = await runToEnd(
    'node_modules/.bin/vite',
    ['build', '--mode', 'test', '--outDir', outDir, '--logLevel', 'warn'],
    buildEnv,
  );
  if (built !== 0) return built;
  await startTestServers(env, outDir);
  return runToEnd('node_modules/.bin/playwright', ['test', ...args], { ...env, OG_E2E_DIST: outDir });
});
process.exit(code);
