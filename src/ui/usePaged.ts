import { useState } from 'react';

/**
 * How many rows of a long list to render: `pageSize` at first, `pageSize` more
 * per `more()`, and back to `pageSize` whenever `resetKey` changes (a new search).
 * Keeps thousands of rows out of the DOM.
 */
export function usePaged(pageSize: number, resetKey: string): [count: number, more: () => void] {
  const [state, setState] = useState({ key: resetKey, count: pageSize });
  const count = state.key === resetKey ? state.count : pageSize;
  return [count, () => setState({ key: resetKey, count: count + pageSize })];
}
