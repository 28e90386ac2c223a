// `npm start`: local Firebase (Firestore + Auth emulators), rules, demo data, then
// Vite at http://localhost:5173. Ctrl-C stops every process it started.
// `--no-vite` keeps only the backend running (for `npm run dev` in another shell).
import './lib/node-version.mjs';
import path from 'node:path';
import { appEnv, backendConfig, ROOT } from './lib/config.mjs';
import { resetAndSeed } from './lib/emulator-admin.mjs';
import { startEmulators } from './lib/emulators.mjs';
import { run, stopAll, stopOnSignals } from './lib/processes.mjs';

const withVite = !process.argv.includes('--no-vite');
const cfg = backendConfig();
stopOnSignals();

try {
  console.log('▶ Starting the Firebase emulators (Firestore, Auth)…');
  const { firestoreKind } = await startEmulators(cfg, { quiet: true });
  console.log(
    `✔ Firestore (${firestoreKind === 'google' ? "Google's emulator" : 'firebase-tools'}) on ${cfg.host}:${cfg.firestorePort}, Auth on ${cfg.host}:${cfg.authPort}`,
  );
  const seeded = await resetAndSeed(cfg);
  console.log(`✔ Rules loaded; demo data: ${seeded.documents} documents, ${seeded.users} accounts`);

  if (withVite) {
    const vite = run(
      path.join(ROOT, 'node_modules/.bin/vite'),
      ['--port', String(cfg.webPort), '--strictPort'],
      {
        name: 'vite',
        env: appEnv(cfg),
        cwd: ROOT,
      },
    );
    vite.on('exit', async (code) => {
      await stopAll();
      process.exit(code ?? 0);
    });
  } else {
    console.log('Backend ready. Ctrl-C stops it.');
  }
} catch (e) {
  console.error(`✖ ${e.message}`);
  await stopAll();
  process.exit(1);
}
