// Runs work against fresh emulators on shifted ports, then stops them.
//   node scripts/with-emulators.mjs -- <command> [args…]
// The command gets FIRESTORE_EMULATOR_HOST, VITE_*_EMULATOR_HOST and OG_PORT_SHIFT.
import './lib/node-version.mjs';
import { appEnv, backendConfig, ROOT } from './lib/config.mjs';
import { resetAndSeed } from './lib/emulator-admin.mjs';
import { startEmulators } from './lib/emulators.mjs';
import { run, stopAll, stopOnSignals } from './lib/processes.mjs';
import { TEST_PORT_SHIFT } from './lib/test-servers.mjs';

/** Runs a command to its end; resolves with its exit code. */
export function runToEnd(cmd, args, env = {}, cwd = ROOT) {
  const child = run(cmd, args, { name: cmd, cwd, env });
  return new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
}

/** Starts seeded emulators, hands their environment to `work`, always stops them. */
export async function withEmulators(work) {
  const shift = Number(process.env.OG_PORT_SHIFT ?? TEST_PORT_SHIFT);
  const cfg = backendConfig(shift);
  stopOnSignals();
  try {
    await startEmulators(cfg, { quiet: true });
    await resetAndSeed(cfg);
  } catch (e) {
    console.error(`✖ ${e.message}`);
    await stopAll();
    return 1;
  }
  try {
    return await work({ ...appEnv(cfg), OG_PORT_SHIFT: String(shift) });
  } finally {
    await stopAll();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const i = process.argv.indexOf('--');
  const [cmd, ...args] = i >= 0 ? process.argv.slice(i + 1) : [];
  if (!cmd) {
    console.error('usage: node scripts/with-emulators.mjs -- <command> [args…]');
    process.exit(2);
  }
  process.exit(await withEmulators((env) => runToEnd(cmd, args, env)));
}
