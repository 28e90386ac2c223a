// Where the local backend lives. Ports come from firebase.json; the test runner
// moves them (OG_PORT_SHIFT) so `npm test` can run beside a running `npm start`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PROJECT_ID = 'demo-onegadget';

const firebaseJson = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
const emu = firebaseJson.emulators;

export function backendConfig(shift = Number(process.env.OG_PORT_SHIFT ?? 0)) {
  const host = '127.0.0.1';
  return {
    projectId: PROJECT_ID,
    host,
    firestorePort: emu.firestore.port + shift,
    authPort: emu.auth.port + shift,
    hubPort: emu.hub.port + shift,
    loggingPort: emu.logging.port + shift,
    webPort: 5173 + shift,
  };
}

/** The environment the app (Vite) needs to reach these emulators. */
export function appEnv(cfg) {
  return {
    VITE_FIRESTORE_EMULATOR_HOST: `${cfg.host}:${cfg.firestorePort}`,
    VITE_AUTH_EMULATOR_HOST: `${cfg.host}:${cfg.authPort}`,
    FIRESTORE_EMULATOR_HOST: `${cfg.host}:${cfg.firestorePort}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${cfg.host}:${cfg.authPort}`,
    GCLOUD_PROJECT: cfg.projectId,
  };
}
