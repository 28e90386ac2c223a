// The script a prerendered page starts its app with (a file: the CSP allows no inline
// script), built alone with what it imports; the how is app-start.ts's. A list page
// has none: its list-start.ts starts the app the same way.
import { startApp } from './app-start';

startApp(document.currentScript);
