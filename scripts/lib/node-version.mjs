// Stops a script on a Node older than package.json's `engines.node`. `npm install` brings
// that Node (the optional dependency node-<os>-<cpu>) and `npm run` puts it first in PATH,
// so this only trips when the script is started some other way (a bare `node scripts/…`
// with an older system Node) or where npm has no such package for the platform.
import { readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
const wanted = /^>=\s*(\d+)\.(\d+)/.exec(engines.node);
if (!wanted) throw new Error(`package.json: engines.node ${engines.node} is not ">=major.minor"`);
const [major, minor] = process.versions.node.split('.').map(Number);
const [wantMajor, wantMinor] = [Number(wanted[1]), Number(wanted[2])];
if (major < wantMajor || (major === wantMajor && minor < wantMinor)) {
  console.error(
    `✖ This project runs on Node ${engines.node}; this is Node ${process.versions.node} (${process.execPath}).\n` +
      '  Run it through npm (npm start, npm test, npm run …) after `npm install`, which brings Node 22\n' +
      '  into node_modules/.bin on Linux (x64, arm64), macOS (Intel) and Windows (x64); elsewhere install Node 22.',
  );
  process.exit(1);
}
