import { flushSync } from 'react-dom';
import { groupTyped } from './money';

/**
 * A price input's change: shows the typed amount grouped (through `set`) and puts
 * the caret back after the digit it followed. The new text is committed at once
 * (flushSync), so the caret is placed before the next key arrives, however fast.
 */
export function typeMoney(input: HTMLInputElement, set: (text: string) => void) {
  const typed = input.value;
  const { text, caret } = groupTyped(typed, input.selectionStart ?? typed.length);
  flushSync(() => set(text));
  if (text !== typed && document.activeElement === input) input.setSelectionRange(caret, caret);
}
