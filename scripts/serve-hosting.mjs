// Serves a build with firebase-tools' Hosting emulator, using firebase.json's
// hosting config (rewrites, headers). Used by the hosting browser tests.
//   node scripts/serve-hosting.mjs --dist dist-e2e-100 --port 5100 [--allow-connect "http://127.0.0.1:8180 …"]
// --allow-connect adds the local emulators to the CSP's connect-src, since a test
// build talks to them instead of googleapis.com. Nothing else in the policy changes.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { backendConfig, ROOT } from './lib/config.mjs';
import { parseArgs } from './lib/admin-sdk.mjs';
import { run, stopAll, stopOnSignals } from './lib/processes.mjs';

export function hostingConfigFor({ dist, configDir, port, allowConnect = '', hubPort, loggingPort }) {
  const { hosting } = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  const headers = hosting.headers.map((h) => ({
    ...h,
    headers: h.headers.map((x) =>
      x.key === 'Content-Security-Policy' && allowConnect
        ? { ...x, value: x.value.replace(/connect-src ([^;]*)/, `connect-src $1 ${allowConnect}`) }
        : x,
    ),
  }));
  return {
    // firebase-tools reads `public` relative to the config file's folder.
    hosting: { ...hosting, public: path.relative(configDir, path.resolve(ROOT, dist)), headers },
    emulators: {
      hosting: { host: '127.0.0.1', port },
      hub: { host: '127.0.0.1', port: hubPort },
      logging: { host: '127.0.0.1', port: loggingPort },
      ui: { enabled: false },
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { flags } = parseArgs(process.argv.slice(2));
  const cfg = backendConfig();
  const dir = mkdtempSync(path.join(tmpdir(), 'og-hosting-'));
  const conf = hostingConfigFor({
    configDir: dir,
    dist: flags.dist ?? 'dist',
    port: Number(flags.port ?? 5000),
    allowConnect: typeof flags['allow-connect'] === 'string' ? flags['allow-connect'] : '',
    hubPort: cfg.hubPort + 20,
    loggingPort: cfg.loggingPort + 20,
  });
  writeFileSync(path.join(dir, 'firebase.json'), JSON.stringify(conf, null, 2));
  stopOnSignals();
  const child = run(
    path.join(ROOT, 'node_modules/.bin/firebase'),
    [
      'emulators:start',
      '--only',
      'hosting',
      '--project',
      cfg.projectId,
      '--config',
      path.join(dir, 'firebase.json'),
    ],
    { name: 'hosting emulator', cwd: dir },
  );
  child.on('exit', async (code) => {
    await stopAll();
    process.exit(code ?? 0);
  });
}
