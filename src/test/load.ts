// LoadResult values for components that take a load as a prop.
import { vi } from 'vitest';
import type { LoadResult } from '../ui/useLoad';

export const ready = <T>(data: T, retry = vi.fn()): LoadResult<T> => ({ status: 'ready', data, retry });
export const loading = <T>(retry = vi.fn()): LoadResult<T> => ({ status: 'loading', retry });
export const failed = <T>(retry = vi.fn()): LoadResult<T> => ({
  status: 'error',
  error: new Error('offline'),
  retry,
});
