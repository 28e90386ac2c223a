// Browser tests only, against fresh emulators: builds the app for them, then runs
// Playwright with any arguments given, e.g.
//   node scripts/e2e.mjs tests/e2e/home.spec.ts --project=phone
// Set OG_PORT_SHIFT (100, 200, …) to run beside another stack.
import './lib/node-version.mjs';
import { buildForTests, startTestServers } from './lib/test-servers.mjs';
import { runToEnd, withEmulators } from './with-emulators.mjs';

const args = process.argv.slice(2);
const code = await withEmulators(async (env) => {
  const build = await buildForTests(env, runToEnd);
  if (build.code !== 0) return build.code;
  await startTestServers(env, build.outDir);
  return runToEnd('node_modules/.bin/playwright', ['test', ...args], env);
});
process.exit(code);
