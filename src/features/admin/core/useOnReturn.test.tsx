import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { leaveAndReturn } from '../../../test/screen-return';
import { useOnReturn } from './useOnReturn';

function Screen({ onReturn }: { onReturn: () => void }) {
  useOnReturn(onReturn);
  return null;
}

const fire = (target: EventTarget, type: string) => act(() => void target.dispatchEvent(new Event(type)));

describe('useOnReturn', () => {
  it('calls once per return, each return', async () => {
    const onReturn = vi.fn();
    render(<Screen onReturn={onReturn} />);
    await leaveAndReturn();
    expect(onReturn).toHaveBeenCalledTimes(1);
    await leaveAndReturn();
    expect(onReturn).toHaveBeenCalledTimes(2);
  });

  it('counts the shown and focused events of one return once', async () => {
    const onReturn = vi.fn();
    render(<Screen onReturn={onReturn} />);
    await fire(window, 'blur');
    await leaveAndReturn();
    await fire(window, 'focus');
    expect(onReturn).toHaveBeenCalledTimes(1);
  });

  it('takes a focus after a blur as a return (another window on a desktop)', async () => {
    const onReturn = vi.fn();
    render(<Screen onReturn={onReturn} />);
    await fire(window, 'focus');
    expect(onReturn).not.toHaveBeenCalled();
    await fire(window, 'blur');
    await fire(window, 'focus');
    expect(onReturn).toHaveBeenCalledTimes(1);
  });

  it('stops listening when the screen closes', async () => {
    const onReturn = vi.fn();
    const { unmount } = render(<Screen onReturn={onReturn} />);
    unmount();
    await leaveAndReturn();
    expect(onReturn).not.toHaveBeenCalled();
  });
});
