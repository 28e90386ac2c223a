// Serves a build as Firebase Hosting would (scripts/lib/hosting-server.mjs).
//   node scripts/serve-hosting.mjs --dist dist-e2e-100 --port 5100 [--allow-connect "http://127.0.0.1:8180 …"] [--no-csp]
// --allow-connect adds the local emulators to the CSP's connect-src, since a test
// build talks to them instead of googleapis.com; --no-csp leaves the policy out.
// Nothing else in the config changes.
import { parseArgs } from './lib/admin-sdk.mjs';
import { startHosting } from './lib/hosting-server.mjs';

const { flags } = parseArgs(process.argv.slice(2));
const port = Number(flags.port ?? 4173);
const host = typeof flags.host === 'string' ? flags.host : '127.0.0.1';
await startHosting({
  dist: flags.dist ?? 'dist',
  port,
  host,
  allowConnect: typeof flags['allow-connect'] === 'string' ? flags['allow-connect'] : '',
  csp: !flags['no-csp'],
});
console.log(`Hosting (superstatic, firebase.json): http://${host}:${port}`);
