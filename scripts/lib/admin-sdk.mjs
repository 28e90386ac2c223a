// firebase-admin for the owner's scripts. Against a real project it needs a
// service account (GOOGLE_APPLICATION_CREDENTIALS or --credentials FILE); with
// FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST set it talks to the emulators.
import { readFileSync } from 'node:fs';
import { cert, initializeApp, applicationDefault } from 'firebase-admin/app';

export function parseArgs(argv) {
  const flags = {};
  const positional = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a.startsWith('--')) {
      const [k, v] = a.slice(2).split('=');
      if (v !== undefined) flags[k] = v;
      else if (argv[i + 1] && !argv[i + 1].startsWith('--')) flags[k] = argv[++i];
      else flags[k] = true;
    } else positional.push(a);
  }
  return { flags, positional };
}

export function adminApp({ projectId, credentials }) {
  const usingEmulators = Boolean(
    process.env.FIRESTORE_EMULATOR_HOST || process.env.FIREBASE_AUTH_EMULATOR_HOST,
  );
  let credential;
  if (credentials) credential = cert(JSON.parse(readFileSync(credentials, 'utf8')));
  else if (!usingEmulators) credential = applicationDefault();
  return initializeApp({ projectId, ...(credential ? { credential } : {}) });
}
