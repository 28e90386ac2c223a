// `--against REV`: the same app at another revision (e.g. an issue's start), built the
// bench's way in a temporary worktree of this repository and served beside the working
// tree's build, so the timed lines can alternate loads of the two in one run: a busy
// machine then slows both alike, and a line is judged against its base's spread rather
// than against a figure from another day.
import { execFileSync } from 'node:child_process';
import { existsSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib/config.mjs';
import { benchBuild } from './build.mjs';

const git = (...args) => execFileSync('git', ['-C', ROOT, ...args], { encoding: 'utf8' }).trim();

/**
 * The base's build directory: `rev`'s tree checked out in a temporary worktree (kept, with
 * its build, for the next run against the same commit and emulator ports), node_modules
 * shared with this one (no install).
 */
export async function buildBase(rev, env) {
  const commit = git('rev-parse', '--verify', `${rev}^{commit}`);
  const short = commit.slice(0, 7);
  const dir = path.join(tmpdir(), `og-bench-base-${short}-${env.OG_PORT_SHIFT}`);
  const out = path.join(dir, 'dist-bench');
  if (!existsSync(dir)) {
    git('worktree', 'add', '--detach', dir, commit);
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  }
  if (existsSync(path.join(out, 'index.html'))) {
    console.log(`▶ base ${short}: its build from an earlier run (${out})`);
  } else {
    console.log(`▶ base ${short}: building in ${dir}`);
    const code = await benchBuild(out, env, [], dir);
    if (code !== 0) throw new Error(`the build of ${short} failed (${code})`);
  }
  return { commit, short, dir, out };
}
