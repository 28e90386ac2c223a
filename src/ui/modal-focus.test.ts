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
  it('Tab on the last control goes to the first', () => {
    focus('send');
    expect(tab()).toBe(true);
    expect(active()).toBe('close');
  });

  it('Shift+Tab on the first control (or the dialog itself) goes to the last enabled one', () => {
    focus('close');
    expect(tab(true)).toBe(true);
    expect(active()).toBe('send');
    (document.querySelector('.modal') as HTMLElement).focus();
    expect(tab(true)).toBe(true);
    expect(active()).toBe('send');
  });

  it('leaves Tab alone in the middle of the dialog', () => {
    focus('nama');
    expect(tab()).toBe(false);
    expect(active()).toBe('nama');
  });

  it('brings a focus that is behind the dialog back in', () => {
    focus('behind');
    expect(tab()).toBe(true);
    expect(active()).toBe('close');
  });

  it('does nothing without an open modal', () => {
    document.querySelector('.modal')!.classList.remove('show');
    focus('send');
    expect(tab()).toBe(false);
    expect(active()).toBe('send');
  });
});
