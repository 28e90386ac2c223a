import { useEffect, useEffectEvent, useState } from 'react';
import { useLoad, type LoadResult } from '../../../ui/useLoad';

/**
 * Calls `onReturn` when the admin comes back to the screen: the tab or app shown
 * again (a phone unlocked, WhatsApp left) or the window focused. Leaving (the screen
 * hidden or the window blurred) arms a return and coming back spends it, so the two
 * events one return fires count once, with no clock to race. `onReturn` sees the
 * screen as last drawn: an effect event is current from the commit on, where a ref
 * set in a passive effect could lag behind a return that comes right after a render.
 */
export function useOnReturn(onReturn: () => void) {
  const returned = useEffectEvent(onReturn);
  useEffect(() => {
    let away = false;
    const leave = () => {
      away = true;
    };
    const back = () => {
      if (document.visibilityState === 'hidden') return leave();
      if (!away) return;
      away = false;
      returned();
    };
    document.addEventListener('visibilitychange', back);
    window.addEventListener('blur', leave);
    window.addEventListener('focus', back);
    return () => {
      document.removeEventListener('visibilitychange', back);
      window.removeEventListener('blur', leave);
      window.removeEventListener('focus', back);
    };
  }, []);
}

/**
 * A load read again each time the admin comes back to the screen (the dashboard's
 * counts follow what happened meanwhile); the last answer stays shown while it runs.
 */
export function useLoadOnReturn<T>(load: () => Promise<T>, key: string): LoadResult<T> {
  const [round, setRound] = useState(0);
  const [shown, setShown] = useState<{ key: string; data: T } | null>(null);
  useOnReturn(() => setRound((r) => r + 1));
  return useLoad(
    async () => {
      const data = await load();
      setShown({ key, data });
      return data;
    },
    `${key}#${round}`,
    shown?.key === key ? shown.data : undefined,
  );
}
