import { createElement, type ReactNode } from 'react';
import type { H } from './h';

/** React's h for the views written with h.ts: an element, with its children spread (no keys needed). */
export const reactH: H<ReactNode> = (tag, props, ...children) =>
  createElement(tag, props, ...(children as ReactNode[]));
