import { act, renderHook, waitFor } from '@testing-library/react';
import { useLoad } from './useLoad';

describe('useLoad', () => {
  it('is loading until the load answers, then ready with its data', async () => {
    const { result } = renderHook(() => useLoad(() => Promise.resolve('live'), 'k'));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'live' }));
  });

  it('shows a stale value as ready while the load runs, and the answer replaces it', async () => {
    let answer: (v: string) => void = () => {};
    const load = () => new Promise<string>((resolve) => (answer = resolve));
    const { result } = renderHook(() => useLoad(load, 'k', 'baked'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'baked' });
    await act(async () => answer('live'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'live' });
  });

  it('a failed load replaces the stale value with the error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { result } = renderHook(() => useLoad(() => Promise.reject(new Error('offline')), 'k', 'baked'));
    await waitFor(() => expect(result.current.status).toBe('error'));
  });
});
