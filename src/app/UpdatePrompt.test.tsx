import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { swUpdate } from './sw-updates';
import { UpdatePrompt } from './UpdatePrompt';

describe('UpdatePrompt', () => {
  it('nothing until a new version waits; then the prompt, and the tap switches to it', async () => {
    render(<UpdatePrompt />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const apply = vi.fn();
    act(() => swUpdate.offer(apply));
    expect(screen.getByRole('status')).toHaveTextContent('Versi baru tersedia — Muat ulang');
    expect(apply).not.toHaveBeenCalled(); // never on its own
    await userEvent.click(screen.getByRole('button', { name: 'Muat ulang' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
