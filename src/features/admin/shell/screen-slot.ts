import { createContext } from 'react';

/**
 * The top bar's place for the screen's own head (back, title, tools, main action),
 * given by AdminLayout; null outside it (a screen rendered alone, in a unit test).
 */
export const ScreenSlot = createContext<HTMLElement | null>(null);
