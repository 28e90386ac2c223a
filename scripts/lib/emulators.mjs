// Starts the local Firebase backend: Google's Cloud Firestore emulator (runs on
// Java 17) and firebase-tools' Auth emulator (pure Node). firebase-tools' own
// Firestore emulator needs Java 21 and a download, so it is only the fallback.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './config.mjs';
import { run, waitForHttp } from './processes.mjs';

const JAR_CANDIDATES = [
  process.env.FIRESTORE_EMULATOR_JAR,
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
  '/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
  process.env.HOME &&
    path.join(
      process.env.HOME,
      'google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
    ),
].filter(Boolean);

export function javaMajorVersion() {
  // `java -version` prints on stderr.
  const r = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (r.error) return null;
  return parseJavaVersion(`${r.stderr}${r.stdout}`);
}

function parseJavaVersion(text) {
  const m = /version "(\d+)(?:\.(\d+))?/.exec(text);
  if (!m) return null;
  const major = Number(m[1]);
  return major === 1 ? Number(m[2]) : major;
}

/** Decide how Firestore will run here, or explain what is missing. */
export function planFirestore() {
  const java = javaMajorVersion();
  const jar = JAR_CANDIDATES.find((p) => existsSync(p));
  if (java === null) {
    return {
      error:
        'Java tidak ditemukan. The Firestore emulator needs Java 17 or newer.\n' +
        '  Debian/Ubuntu: sudo apt-get install -y openjdk-17-jre-headless',
    };
  }
  if (jar && java >= 17) return { kind: 'google', jar };
  if (java >= 21) return { kind: 'firebase-tools' };
  return {
    error:
      `Firestore emulator not found (Java ${java} is here).\n` +
      "  Install Google's emulator: sudo apt-get install -y google-cloud-cli-firestore-emulator\n" +
      '  (or set FIRESTORE_EMULATOR_JAR to its cloud-firestore-emulator.jar),\n' +
      '  or install Java 21+ so firebase-tools can run its own Firestore emulator.',
  };
}

/** A firebase.json for firebase-tools with this run's ports. */
function writeToolsConfig(cfg, withFirestore) {
  const dir = mkdtempSync(path.join(tmpdir(), 'og-emulators-'));
  const emulators = {
    auth: { host: cfg.host, port: cfg.authPort },
    hub: { host: cfg.host, port: cfg.hubPort },
    logging: { host: cfg.host, port: cfg.loggingPort },
    ui: { enabled: false },
    singleProjectMode: true,
  };
  const conf = { emulators };
  if (withFirestore) {
    emulators.firestore = { host: cfg.host, port: cfg.firestorePort };
    conf.firestore = { rules: path.join(ROOT, 'firestore.rules') };
  }
  const file = path.join(dir, 'firebase.json');
  writeFileSync(file, JSON.stringify(conf, null, 2));
  return file;
}

export async function startEmulators(cfg, { quiet = false } = {}) {
  const plan = planFirestore();
  if (plan.error) throw new Error(plan.error);

  const firebaseBin = path.join(ROOT, 'node_modules/.bin/firebase');
  if (!existsSync(firebaseBin)) throw new Error('firebase-tools is missing: run `npm install` first.');

  const only = plan.kind === 'google' ? 'auth' : 'auth,firestore';
  const configFile = writeToolsConfig(cfg, plan.kind !== 'google');
  const tools = run(
    firebaseBin,
    ['emulators:start', '--only', only, '--project', cfg.projectId, '--config', configFile],
    { name: 'firebase emulators', quiet, cwd: path.dirname(configFile) },
  );

  let firestore = null;
  if (plan.kind === 'google') {
    firestore = run(
      'java',
      [
        '-Duser.language=en',
        '-cp',
        plan.jar,
        'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
        'start',
        `--host=${cfg.host}`,
        `--port=${cfg.firestorePort}`,
        `--project_id=${cfg.projectId}`,
        `--rules=${path.join(ROOT, 'firestore.rules')}`,
      ],
      { name: 'firestore emulator', quiet: true },
    );
  }

  await Promise.all([
    waitForHttp(`http://${cfg.host}:${cfg.firestorePort}/`, {
      child: firestore ?? tools,
      timeoutMs: 180_000,
    }),
    waitForHttp(`http://${cfg.host}:${cfg.authPort}/`, { child: tools, timeoutMs: 180_000 }),
  ]);
  return { firestoreKind: plan.kind };
}
