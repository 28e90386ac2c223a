import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLazyComponent } from './useLazyComponent';

const Hello = ({ name }: { name: string }) => <p>Halo {name}</p>;

function Host({
  load,
  wanted,
  prefetch,
}: {
  load: () => Promise<{ default: typeof Hello }>;
  wanted?: boolean;
  prefetch?: boolean;
}) {
  const { Component, failed, request } = useLazyComponent(load, { wanted, prefetch });
  return (
    <>
      {Component ? <Component name="Made" /> : <p>belum</p>}
      {failed && <p>gagal</p>}
      <button type="button" onClick={request}>
        minta
      </button>
    </>
  );
}

const flush = () => act(async () => {});

describe('useLazyComponent', () => {
  afterEach(() => vi.useRealTimers());

  it('loads nothing until wanted, then shows the component', async () => {
    const load = vi.fn(async () => ({ default: Hello }));
    const { rerender } = render(<Host load={load} wanted={false} />);
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('belum')).toBeInTheDocument();
    rerender(<Host load={load} wanted />);
    expect(await screen.findByText('Halo Made')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load says so instead of throwing, and request() tries again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Hello });
    render(<Host load={load} wanted />);
    expect(await screen.findByText('gagal')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'minta' }).click());
    expect(await screen.findByText('Halo Made')).toBeInTheDocument();
    expect(screen.queryByText('gagal')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('prefetch: fetches the code once the page has loaded and a quiet moment has passed, and draws it only when wanted', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => ({ default: Hello }));
    const { rerender } = render(<Host load={load} prefetch />);
    act(() => vi.advanceTimersByTime(1000));
    expect(load).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(600));
    await act(async () => {});
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('belum')).toBeInTheDocument();
    rerender(<Host load={load} prefetch wanted />);
    await act(async () => {});
    expect(screen.getByText('Halo Made')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('prefetch that failed: a later want fetches again', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Hello });
    const { rerender } = render(<Host load={load} prefetch />);
    act(() => vi.advanceTimersByTime(1600));
    await act(async () => {});
    expect(load).toHaveBeenCalledTimes(1);
    rerender(<Host load={load} prefetch wanted />);
    await act(async () => {});
    expect(screen.getByText('Halo Made')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
