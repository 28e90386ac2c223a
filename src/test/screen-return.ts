// The admin leaving the screen and coming back, as a browser tells it: the document
// hidden then shown (a phone locked, another app opened), firing visibilitychange each time.
import { act } from '@testing-library/react';

let state: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });

function show(next: DocumentVisibilityState) {
  state = next;
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Leaves the screen and comes back to it (inside act: what the return starts is drawn). */
export const leaveAndReturn = () =>
  act(async () => {
    show('hidden');
    show('visible');
  });
