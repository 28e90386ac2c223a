/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { linkPagePlugin } from './scripts/vite-link-page.ts';
import { purgeBootstrap } from './scripts/purge-bootstrap.ts';
import { routePreloadPlugin } from './scripts/vite-route-preload.ts';
import { hostingPreviewPlugin, prerenderPlugin } from './scripts/vite-prerender.ts';

// The app talks to the emulators on the ports firebase.json names, unless the
// scripts (tests use shifted ports) say otherwise through the environment.
const emulators = JSON.parse(readFileSync(new URL('./firebase.json', import.meta.url), 'utf8')).emulators;
const defaultHost = (name: 'firestore' | 'auth') => `${emulators[name].host}:${emulators[name].port}`;

export default defineConfig(({ command, isSsrBuild }) => ({
  // linkPagePlugin: dist/link/index.html (+ link.html), /link pre-rendered with its preview tags.
  // routePreloadPlugin: the landing route's files download beside main.js.
  // prerenderPlugin: every public route's HTML rendered at build time (src/app/shells.ts);
  // hostingPreviewPlugin: `vite preview` serves them as Hosting does.
  plugins: [react(), linkPagePlugin(), routePreloadPlugin(), prerenderPlugin(), hostingPreviewPlugin()],
  define: {
    __FIRESTORE_EMULATOR_DEFAULT__: JSON.stringify(defaultHost('firestore')),
    __AUTH_EMULATOR_DEFAULT__: JSON.stringify(defaultHost('auth')),
  },
  css: {
    // Builds only: in dev a class added to a component must style at once, without
    // main.scss being compiled again.
    postcss: { plugins: command === 'build' && !isSsrBuild ? [purgeBootstrap()] : [] },
    preprocessorOptions: {
      scss: {
        // Bootstrap 5.3 still uses @import and global Sass functions.
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
        quietDeps: true,
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
  test: {
    environment: 'jsdom',
    globals: true,
    // scripts/: the pure parts of the owner's scripts (e.g. scripts/lib/seed-selection.mjs).
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // Typing and long lists in jsdom take seconds while every core is busy (the
    // whole suite runs in parallel on two): a slow machine is not a failure.
    testTimeout: 20_000,
  },
}));
