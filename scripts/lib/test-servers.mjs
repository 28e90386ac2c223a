// The servers the browser tests visit, started in our own process groups so that
// they always stop with the run (Playwright's webServer could outlive a killed run):
// the test build with `vite preview`, served through Hosting's engine without the CSP
// (scripts/vite-hosting-preview.ts), and the same build with all of firebase.json's
// hosting config, CSP included (scripts/serve-hosting.mjs, tests/e2e/hosting.spec.ts).
import path from 'node:path';
import { backendConfig, ROOT } from './config.mjs';
import { run, waitForHttp } from './processes.mjs';

/** The port shift of `npm test`'s stack, so it runs beside `npm start` (shift 0). */
export const TEST_PORT_SHIFT = 100;

export function testServerPorts(shift) {
  return { preview: 4173 + shift, hosting: 5000 + shift };
}

/**
 * Builds the app for the browser tests (mode 'test', talking to the emulators in
 * `env`) into a folder of its own per port shift, so stacks side by side never
 * share a build. Resolves with the exit code and the folder.
 */
export async function buildForTests(env, runToEnd) {
  const outDir = `dist-e2e-${env.OG_PORT_SHIFT}`;
  const code = await runToEnd(
    path.join(ROOT, 'node_modules/.bin/vite'),
    ['build', '--mode', 'test', '--outDir', outDir, '--logLevel', 'warn'],
    { ...env, VITE_USE_EMULATORS: 'true' },
  );
  return { code, outDir };
}

export async function startTestServers(env, outDir) {
  const shift = Number(env.OG_PORT_SHIFT);
  const ports = testServerPorts(shift);
  const cfg = backendConfig(shift);
  // The test build talks to the local emulators: the hosting CSP must let exactly those in too.
  const emulatorOrigins = [env.VITE_FIRESTORE_EMULATOR_HOST, env.VITE_AUTH_EMULATOR_HOST].map(
    (h) => `http://${h}`,
  );
  const preview = run(
    path.join(ROOT, 'node_modules/.bin/vite'),
    ['preview', '--outDir', outDir, '--port', String(ports.preview), '--strictPort', '--host', cfg.host],
    { name: 'vite preview', cwd: ROOT, quiet: true },
  );
  const hosting = run(
    'node',
    [
      path.join(ROOT, 'scripts/serve-hosting.mjs'),
      '--dist',
      outDir,
      '--port',
      String(ports.hosting),
      '--allow-connect',
      emulatorOrigins.join(' '),
    ],
    { name: 'hosting', cwd: ROOT, quiet: true },
  );
  await Promise.all([
    waitForHttp(`http://${cfg.host}:${ports.preview}/`, { child: preview }),
    waitForHttp(`http://${cfg.host}:${ports.hosting}/`, { child: hosting }),
  ]);
  return ports;
}
