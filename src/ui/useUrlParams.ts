import { useSearchParams } from 'react-router';
import { useHydrated } from './useHydrated';

const NONE = new URLSearchParams();

/**
 * useSearchParams, but empty until hydration is over: the build rendered each page
 * without a query (Hosting serves /pricelist?tab=android the HTML of /pricelist).
 * `ready` tells a page not to start loads for the query it cannot see yet.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const ready = useHydrated();
  return { params: ready ? params : NONE, setParams, ready };
}
