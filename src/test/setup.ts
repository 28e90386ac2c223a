import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor end as soon as the screen shows what they wait for; their
// default second is too short on a busy 2-core machine, where a stubbed read's
// answer and React's render can take longer to come.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());

// jsdom has <dialog> without its methods: enough of them for a component that opens and
// closes one (the real ones, focus and the top layer included, are the browser tests').
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
