/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { hostingPreviewPlugin } from './scripts/vite-hosting-preview.ts';
import { compileHintsPlugin } from './scripts/vite-compile-hints.ts';
import { pagesPlugin } from './scripts/vite-pages.ts';
import { purgeBootstrap } from './scripts/purge-bootstrap.ts';
import { staticPagesPlugin } from './scripts/vite-static-pages.ts';
import { precacheChoice } from './scripts/vite-precache.ts';
import { pageUrl } from './src/app/pages.ts';
import { VitePWA } from 'vite-plugin-pwa';

// The app talks to the emulators on the ports firebase.json names, unless the
// scripts (tests use shifted ports) say otherwise through the environment.
const emulators = JSON.parse(readFileSync(new URL('./firebase.json', import.meta.url), 'utf8')).emulators;
const defaultHost = (name: 'firestore' | 'auth') => `${emulators[name].host}:${emulators[name].port}`;

/** The web app: its manifest, and the service worker (src/sw/sw.ts) with what it precaches. */
function pwa() {
  const precache = precacheChoice();
  return [
    precache.plugin,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      // src/app/register-sw.ts registers it after the page has loaded, and asks before updating.
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        // The app's identity: the same app whatever start_url becomes.
        id: '/',
        name: 'ONE GADGET Bali',
        short_name: 'ONE GADGET',
        description: 'Pricelist HP, laptop dan Mac, aksesoris, tukar tambah, servis dan cek status servisan.',
        lang: 'id',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#111827',
        background_color: '#111827',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        // What the install sheet shows: the home's first screen from the gallery (npm run shots).
        screenshots: [
          {
            src: '/screenshots/home-phone.png',
            sizes: '390x844',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'Beranda ONE GADGET di HP',
          },
          {
            src: '/screenshots/home-desktop.png',
            sizes: '1280x800',
            type: 'image/png',
            form_factor: 'wide',
            label: 'Beranda ONE GADGET di komputer',
          },
        ],
      },
      injectManifest: {
        // The pages are written after the bundle (staticPagesPlugin): closeBundleOrder below.
        globPatterns: ['**/*.html', 'assets/*.{js,css}', 'logo.svg'],
        // An article's own page (artikel/<id>/index.html) is for links from outside:
        // offline, artikel.html stands in for every article.
        globIgnores: ['bench-*', 'stats.html', 'artikel/**'],
        // Pages go in under the address Hosting serves them at (cleanUrls: /pricelist, not
        // /pricelist.html, which would answer with a redirect).
        manifestTransforms: [
          async (entries) => ({
            manifest: entries
              .filter((e) => precache.keep(e.url))
              .map((e) => (e.url.endsWith('.html') ? { ...e, url: pageUrl(e.url) } : e)),
            warnings: [],
          }),
        ],
        // The largest public chunk (Swiper, Firestore Lite) stays well below this.
        maximumFileSizeToCacheInBytes: 500_000,
      },
      integration: { closeBundleOrder: 'post' },
    }),
  ];
}

export default defineConfig(({ command, isSsrBuild }) => ({
  // pagesPlugin: the router's lazy pages, from the page table (src/app/pages.ts).
  // staticPagesPlugin: every HTML file, rendered whole at build time: the public routes
  // (`prerender` in the table), /link, app.html; robots.txt and sitemap.xml.
  // hostingPreviewPlugin: `vite preview` serves them as Hosting does.
  // pwa(): the manifest and the service worker, written after the pages (production builds).
  plugins: [
    react(),
    pagesPlugin(),
    staticPagesPlugin(),
    hostingPreviewPlugin(),
    command === 'build' && !isSsrBuild ? compileHintsPlugin() : [],
    command === 'build' && !isSsrBuild ? pwa() : [],
  ],
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
  build: {
    rolldownOptions: {
      output: {
        // Small modules every data page loads together, kept in one file each instead of
        // a handful (each file costs its own request and wrapper bytes on slow 4G). A group
        // holds only modules the same public routes load, so no route gets code it did not
        // load before (scripts/bench: JS before usable per route).
        codeSplitting: {
          // A group takes its modules only: what they import stays where it was (the
          // entry's env and idle helpers must not move into a page's file).
          includeDependenciesRecursively: false,
          groups: [
            // React and its JSX runtime with React Router, which every page with the app
            // loads together: one file. React Router 8 ships one file per module (v7: one
            // bundle); left alone, the build splits the router's modules that lazy pages
            // share with main.js into files of their own and takes some of ours with them
            // (LoadFaces, paths): 5 more files before a public page is usable, 2.4 kB more gzip.
            { name: 'react', test: /[\\/]node_modules[\\/]react(-router)?[\\/]/ },
            // Every page that reads the catalogue: the visitor's REST path, with the read path
            // (memory, session, network, offline copy). No React in it: /link's script reads
            // the shop's number through it without loading the app.
            {
              name: 'visitor-read',
              test: /\/src\/firebase\/visitor\/(visitor-read|rest|read-path|cache|offline-copy|copy-db)\.ts$|[\\/]node_modules[\\/]idb-keyval[\\/]/,
            },
            // How a REST answer becomes fields and records, apart: the list pages' first-rows
            // painters decode their list with it before the app and need none of the read path.
            {
              name: 'rest-values',
              test: /\/src\/(firebase\/visitor\/rest-values|firebase\/specs\/read|config\/amount)\.ts$/,
            },
            // The same pages' load faces (loading, error with Coba lagi, empty).
            { name: 'LoadView', test: /\/src\/ui\/(LoadView|useLoad)\.tsx?$/ },
            // Every page with a chat action: the shop's number (no React, as above), the chat
            // link drawn as a view (no React and no read: the list pages' painters draw with it
            // before the app), and the same link as components.
            { name: 'shop-contact', test: /\/src\/firebase\/(visitor\/shop-contact|specs\/kontak)\.ts$/ },
            // With them the rating's one-decimal text (one line), which the home page and /link
            // write: the list pages carry it unused rather than / naming one more file.
            { name: 'chat-views', test: /\/src\/(ui\/(chat-views|leaves-site)|lib\/(chat|rating))\.ts$/ },
            {
              name: 'ExternalLink',
              test: /\/src\/ui\/(useShopContact|ExternalLink|WhatsAppIcon|react-h)\.tsx?$/,
            },
            // Small parts the same public pages load together (each file is a link the page's
            // start script adds): the image address helpers, the share button with its icon,
            // the home page's two singletons' specs with its social links.
            { name: 'storage', test: /\/src\/(firebase\/storage|lib\/image-copies)\.ts$/ },
            {
              name: 'ShareButton',
              test: /\/src\/(ui\/(ShareButton|LineIcon|page-address)|lib\/share)\.tsx?$/,
            },
            { name: 'promo', test: /\/src\/(firebase\/specs\/(promo|testimoni)|lib\/social-links)\.ts$/ },
            // The two list pages' shared parts: their first rows from the early list (no React
            // and no read path: the pages' first-rows painters import them before the app), and
            // the list box's parts with the list's read.
            {
              name: 'list-pages',
              test: /\/src\/(ui\/(h|early-signals|first-rows|show-more-view)|firebase\/(lists|visitor\/early-list)|lib\/(compare-text|first-sorted))\.ts$/,
            },
            {
              name: 'list-ui',
              test: /\/src\/(ui\/(EarlyRows|row-in-view|ShowMore|usePaged)|firebase\/visitor\/list-read)\.tsx?$/,
            },
            // Each list page's own rows (views and order), which its painter shares with it, and
            // the price list's collections (the admin, which loads every collection, too).
            {
              name: 'pricelist-specs',
              test: /\/src\/firebase\/specs\/(pricelist|sparepart|pricelist-servisan|service-kategori)\.ts$/,
            },
            { name: 'pricelist-list', test: /\/src\/features\/pricelist\/(pricelist|row-views)\.ts$/ },
            {
              name: 'aksesoris-cards',
              test: /\/src\/(features\/accessories\/(accessories|card-views)|firebase\/specs\/aksesoris)\.ts$/,
            },
          ],
        },
      },
    },
    modulePreload: {
      // What a page loads once it is idle, well after it is usable (app/after-load.ts,
      // /link's link-next.ts and link-after-load.ts, the chat-tap listener), and the price list's repair
      // tabs, whose imports the page has loaded already: no list of their imports to
      // preload in the chunk that loads them (main.js is in every page's first load).
      // They follow it. The same for the admin app and its first read: staff land on /admin
      // from a bookmark, where the route preload starts all their files beside main.js, so
      // main.js, in every visitor's first load, carries none of their names (a staff member
      // opening Panel Admin from the member menu waits a round trip more for them).
      resolveDependencies: (file, deps) =>
        /(^|\/)(after-load|link-next|link-after-load|chat-tap-listen|RepairTabLists|AdminApp|prefetch)-[^/]*\.js$/.test(
          file,
        )
          ? []
          : deps,
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
