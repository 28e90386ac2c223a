import type { ReactNode } from 'react';
import { Empty, LoadError, Loading } from './LoadFaces';
import type { LoadResult } from './useLoad';

interface LoadViewProps<T> {
  load: LoadResult<T>;
  /** The spinner's words: 'Memuat kupon...' */
  loading: string;
  /** What failed; 'Coba lagi' stands beside it. */
  error: string;
  /**
   * Shown instead of the data when it is empty (an empty list, or null for a
   * document that does not exist). Text is shown as the muted empty message.
   */
  empty?: ReactNode;
  children: (data: NonNullable<T>) => ReactNode;
}

const isEmpty = (data: unknown) => data == null || (Array.isArray(data) && data.length === 0);

/** Every load's faces in one place: loading, error with 'Coba lagi', empty, and the data. */
export function LoadView<T>({ load, loading, error, empty, children }: LoadViewProps<T>) {
  if (load.status === 'loading') return <Loading label={loading} />;
  if (load.status === 'error') return <LoadError onRetry={load.retry} message={error} />;
  if (isEmpty(load.data)) return typeof empty === 'string' ? <Empty>{empty}</Empty> : (empty ?? null);
  return children(load.data as NonNullable<T>);
}
