// A page whose first read fails, and the member taps 'Coba lagi'.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi, type Mock } from 'vitest';

/** Renders with `read` failing once (offline), then taps 'Coba lagi': the next read is the mock's own. */
export async function retryAfterFailedRead(read: Mock, render: () => void) {
  read.mockRejectedValueOnce(new Error('offline'));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const user = userEvent.setup();
  render();
  await user.click(await screen.findByRole('button', { name: 'Coba lagi' }));
}
