// The benchmark's production build: the app's config plus a map of the modules in
// each chunk (bench-chunks.json, written by scripts/bench/vite.config.ts), for the emulators.
import path from 'node:path';
import { ROOT } from '../lib/config.mjs';
import { runToEnd } from '../with-emulators.mjs';

/**
 * Resolves with vite's exit code. `extraArgs` go to `vite build` (e.g. '--sourcemap');
 * `root`: another checkout of the project to build (the bench's `--against`).
 */
export function benchBuild(outDir, env, extraArgs = [], root = ROOT) {
  return runToEnd(
    path.join(ROOT, 'node_modules/.bin/vite'),
    [
      'build',
      '--config',
      'scripts/bench/vite.config.ts',
      '--mode',
      'bench',
      '--outDir',
      outDir,
      ...extraArgs,
      '--logLevel',
      'warn',
    ],
    // A chat number, as .env.example recommends for a real build: without one the rows painted
    // before the app show their chat as a disabled button, which no configured shop serves.
    { VITE_SHOP_WHATSAPP: '081100001111', ...env, VITE_USE_EMULATORS: 'true' },
    root,
  );
}
