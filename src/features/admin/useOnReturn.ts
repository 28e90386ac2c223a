import { useEffect, useRef, useState } from 'react';
import { useLoad, type LoadResult } from '../../ui/useLoad';

/**
 * Calls `onReturn` when the admin comes back to the screen: the tab or app shown
 * again (a phone unlocked, WhatsApp left) or the window focused. Both events fire on
 * one return, so calls closer than a second apart count once.
 */
export function useOnReturn(onReturn: () => void) {
  const latest = useRef(onReturn);
  useEffect(() => {
    latest.current = onReturn;
  });
  useEffect(() => {
    let last = 0;
    const back = () => {
      if (document.visibilityState === 'hidden') return;
      const now = Date.now();
      if (now - last < 1000) return;
      last = now;
      latest.current();
    };
    document.addEventListener('visibilitychange', back);
    window.addEventListener('focus', back);
    return () => {
      document.removeEventListener('visibilitychange', back);
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
