// `npm run deploy -- --project <id>`: production build, then Hosting, Firestore
// rules and indexes, and Storage rules to that project.
import './lib/node-version.mjs';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/config.mjs';
import { parseArgs } from './lib/admin-sdk.mjs';
import { runToEnd } from './with-emulators.mjs';

const { flags } = parseArgs(process.argv.slice(2));
if (typeof flags.project !== 'string') {
  console.error('✖ usage: npm run deploy -- --project <project-id>');
  process.exit(2);
}
if (!existsSync(path.join(ROOT, '.env.production.local'))) {
  console.error(
    '✖ .env.production.local is missing: copy .env.example and fill in the web app config first.',
  );
  process.exit(2);
}
const build = await runToEnd('npm', ['run', 'build']);
if (build !== 0) process.exit(build);
process.exit(
  await runToEnd(path.join(ROOT, 'node_modules/.bin/firebase'), [
    'deploy',
    '--only',
    'hosting,firestore:rules,firestore:indexes,storage',
    '--project',
    flags.project,
  ]),
);
