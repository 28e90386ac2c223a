import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SliderLines } from './SliderLines';

const LINES = ['Ganti LCD hemat', 'Gratis tempered glass', 'Bonus custom case'];
const shown = () => document.querySelector('.promo-line')?.textContent;

describe('SliderLines', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows one line at a time and moves on every 3 s, back to the first after the last', () => {
    render(<SliderLines lines={LINES} />);
    expect(shown()).toBe(LINES[0]);
    act(() => vi.advanceTimersByTime(3000));
    expect(shown()).toBe(LINES[1]);
    act(() => vi.advanceTimersByTime(6000));
    expect(shown()).toBe(LINES[0]);
    // every line stays available to screen readers
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('stops with the pause button', () => {
    render(<SliderLines lines={LINES} />);
    fireEvent.click(screen.getByRole('button', { name: 'Jeda slider promo' }));
    act(() => vi.advanceTimersByTime(9000));
    expect(shown()).toBe(LINES[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Putar slider promo' }));
    act(() => vi.advanceTimersByTime(3000));
    expect(shown()).toBe(LINES[1]);
  });

  it('a pause away from the first line holds that line and its count, and goes on from it', () => {
    render(<SliderLines lines={LINES} />);
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(screen.getByRole('button', { name: 'Jeda slider promo' }));
    act(() => vi.advanceTimersByTime(9000));
    expect(shown()).toBe(LINES[1]);
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    expect(document.querySelectorAll('.promo-line')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Putar slider promo' }));
    act(() => vi.advanceTimersByTime(3000));
    expect(shown()).toBe(LINES[2]);
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
  });

  it('new lines start again from the first', () => {
    const { rerender } = render(<SliderLines lines={LINES} />);
    act(() => vi.advanceTimersByTime(3000));
    rerender(<SliderLines lines={['Promo baru', 'Baris kedua']} />);
    expect(shown()).toBe('Promo baru');
    expect(screen.getByText('1 / 2')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    expect(shown()).toBe('Baris kedua');
  });

  it('a single line has no pause button', () => {
    render(<SliderLines lines={['Satu-satunya promo']} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(shown()).toBe('Satu-satunya promo');
  });
});
