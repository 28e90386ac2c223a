// Browser tests that passed only on their retry. The retry keeps a flake from turning a
// newcomer's run red (playwright.config.ts, the same locally and in CI), but a flaky test is
// a defect to fix, not to retry: the reporter (tests/e2e/support/failure-digest.ts) writes
// their names to a file, and `npm test`'s summary names them (scripts/test.mjs).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** The variable naming the file the reporter writes the flaky tests' names to. */
export const FLAKY_FILE_ENV = 'OG_FLAKY_FILE';

/**
 * A test as the summary names it: the spec file and the titles, then the project
 * ('member.spec.ts › member area layout › … [desktop]').
 * @param {string[]} titles the test's title path after the project: file, describes, title
 * @param {string} project
 */
export function flakyName(titles, project) {
  return `${titles.join(' › ')} [${project}]`;
}

/** @param {string} name */
export const flakyLine = (name) => `⚠ Flaky (passed on retry): ${name}`;

/**
 * @param {string} file
 * @param {string[]} names
 */
export function writeFlaky(file, names) {
  writeFileSync(file, JSON.stringify(names));
}

/**
 * The names the reporter wrote; none when it wrote nothing (a run that stopped first).
 * @param {string} file
 * @returns {string[]}
 */
export function readFlaky(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
}
