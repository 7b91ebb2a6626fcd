import { act, renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutoSave } from './useAutoSave';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useAutoSave', () => {
  it('still saves under React StrictMode (effects mounted, cleaned up and mounted again)', async () => {
    const save = vi.fn(async () => {});
    const { result } = renderHook(() => useAutoSave<{ incidentNotes: string }>({ save }), { wrapper: StrictMode });
    await act(() => vi.advanceTimersByTimeAsync(0));
    act(() => result.current.change({ incidentNotes: 'typed after mounting' }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(save).toHaveBeenCalledExactlyOnceWith({ incidentNotes: 'typed after mounting' });
    expect(result.current.status).toBe('saved');
  });

  it('sends what is still waiting when the component goes away', async () => {
    const save = vi.fn(async () => {});
    const { result, unmount } = renderHook(() => useAutoSave<{ incidentNotes: string }>({ save }));
    act(() => result.current.change({ incidentNotes: 'last words' }));
    unmount();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledExactlyOnceWith({ incidentNotes: 'last words' });
  });
});
