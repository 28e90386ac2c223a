// The script of the built /link page (scripts/vite-static-pages.ts). That page is
// complete HTML, usable before any script runs; this only loads, once the page has
// loaded and the browser is idle, what fetches ahead the pages its buttons open
// (link-next.ts), then fills the shop's number into the chat link and counts chat taps
// (link-after-load.ts), so none of it competes with the paint. A build without its
// settings leaves the page as it is (the build's number, or off).
import { envResult } from '../../config/env';
import { afterLoadWhenIdle } from '../../lib/idle';

if (envResult.ok) afterLoadWhenIdle(() => void import('./link-next'));
