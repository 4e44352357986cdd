import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOnSettledChange } from './use-on-settled-change';

describe('useOnSettledChange', () => {
  it('runs on a change of the value only, with the latest callback', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ value, effect }) => useOnSettledChange(value, effect), {
      initialProps: { value: 'a', effect: first },
    });
    expect(first).not.toHaveBeenCalled(); // not on mount

    // Something else changed (a new callback closing over a new address): nothing runs.
    rerender({ value: 'a', effect: second });
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();

    rerender({ value: 'b', effect: second });
    expect(second).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledWith('b');
    expect(first).not.toHaveBeenCalled();
  });
});
