import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { wrapTabInModals } from './modal-focus';

let uninstall: () => void;
const realRects = HTMLElement.prototype.getClientRects;

beforeEach(() => {
  document.body.innerHTML = `
    <button id="behind">Di belakang</button>
    <div class="modal show" role="dialog" tabindex="-1">
      <button id="close">Tutup</button>
      <input id="nama" />
      <button id="off" disabled>Nonaktif</button>
      <button id="send">Kirim</button>
    </div>`;
  // jsdom has no layout: every element counts as shown.
  HTMLElement.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
  uninstall = wrapTabInModals(document);
});

afterEach(() => {
  uninstall();
  HTMLElement.prototype.getClientRects = realRects;
});

function tab(shiftKey = false) {
  const e = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
  (document.activeElement ?? document.body).dispatchEvent(e);
  return e.defaultPrevented;
}

const focus = (id: string) => document.getElementById(id)!.focus();
const active = () => document.activeElement?.id;

describe('wrapTabInModals', () => {
  it.each([
    { from: 'send', handled: true, to: 'close', what: 'the last control goes to the first' },
    { from: 'nama', handled: false, to: 'nama', what: 'the middle of the dialog is left alone' },
    { from: 'behind', handled: true, to: 'close', what: 'a focus behind the dialog is brought back in' },
  ])('Tab from #$from: $what', ({ from, handled, to }) => {
    focus(from);
    expect(tab()).toBe(handled);
    expect(active()).toBe(to);
  });

  it('Shift+Tab on the first control (or the dialog itself) goes to the last enabled one', () => {
    focus('close');
    expect(tab(true)).toBe(true);
    expect(active()).toBe('send');
    (document.querySelector('.modal') as HTMLElement).focus();
    expect(tab(true)).toBe(true);
    expect(active()).toBe('send');
  });

  it('does nothing without an open modal', () => {
    document.querySelector('.modal')!.classList.remove('show');
    focus('send');
    expect(tab()).toBe(false);
    expect(active()).toBe('send');
  });
});
