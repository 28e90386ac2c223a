// Ships the Bootstrap this site uses, not all of it (the budget: CSS ≤ 20 kB gzip per
// route). PurgeCSS runs on src/styles/main.scss only — the Bootstrap every route
// loads — and keeps the selectors whose class names appear in our source. Feature
// stylesheets and the per-page Bootstrap parts (modal, list group, table) are small,
// ours or styled by react-bootstrap at run time, and are left whole.
import purgeCSSPlugin from '@fullhuman/postcss-purgecss';
import type { Plugin, Root } from 'postcss';

const MAIN_SHEET = /[\\/]src[\\/]styles[\\/]main\.scss$/;

export function purgeBootstrap(): Plugin {
  const purge = purgeCSSPlugin({
    content: ['index.html', 'src/**/*.{ts,tsx}', 'node_modules/react-bootstrap/esm/Spinner.js'],
    // Class names our code builds from parts (`alert-${kind}`, `text-bg-${tone}`)
    // or that scripts add at run time; PurgeCSS cannot see those whole.
    safelist: {
      standard: ['show', 'fade', 'collapsing', 'active', 'disabled', /^alert-/, /^text-bg-/, /^spinner-/],
    },
    // Custom properties stay: the per-page sheets use the :root ones.
    variables: false,
    keyframes: false,
  }) as Plugin & { OnceExit: NonNullable<Plugin['OnceExit']> };
  return {
    postcssPlugin: 'purge-bootstrap',
    OnceExit(root: Root, helpers) {
      if (!MAIN_SHEET.test(root.source?.input.file ?? '')) return;
      return purge.OnceExit(root, helpers);
    },
  };
}
