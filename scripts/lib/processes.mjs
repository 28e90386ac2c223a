// Child processes that die with us: each runs in its own process group so that
// Ctrl-C (or a crash) takes down java and node grandchildren too.
import { spawn } from 'node:child_process';

const children = new Set();

export function run(cmd, args, { name, env, cwd, quiet = false } = {}) {
  const child = spawn(cmd, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
  });
  child.label = name ?? cmd;
  child.output = '';
  if (quiet) {
    const keep = (chunk) => {
      child.output = (child.output + chunk).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
  }
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}

export async function stopAll() {
  const list = [...children];
  for (const c of list) killGroup(c, 'SIGTERM');
  await Promise.all(
    list.map(
      (c) =>
        new Promise((resolve) => {
          if (c.exitCode !== null || c.signalCode !== null) return resolve();
          const t = setTimeout(() => {
            killGroup(c, 'SIGKILL');
            resolve();
          }, 5000);
          c.on('exit', () => {
            clearTimeout(t);
            resolve();
          });
        }),
    ),
  );
}

let stopping = false;
/** Stop every child on Ctrl-C, SIGTERM or exit, then leave with `code`. */
export function stopOnSignals() {
  const bye = (code) => async () => {
    if (stopping) return;
    stopping = true;
    await stopAll();
    process.exit(code);
  };
  process.on('SIGINT', bye(130));
  process.on('SIGTERM', bye(143));
  process.on('SIGHUP', bye(129));
}

export async function waitForHttp(url, { timeoutMs = 60_000, child } = {}) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child && child.exitCode !== null) {
      throw new Error(`${child.label} stopped before it was ready.\n${child.output ?? ''}`);
    }
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s.\n${child?.output ?? ''}`);
}
