import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatTimer } from './messages';
import { useRecorder } from './useRecorder';

class FakeRecorder {
  static last: FakeRecorder | null = null;
  static isTypeSupported = (t: string) => t === 'audio/webm;codecs=opus';
  state: 'inactive' | 'recording' = 'inactive';
  mimeType: string;
  timeslice = 0;
  ondataavailable: ((e: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(_stream: unknown, options?: { mimeType?: string }) {
    this.mimeType = options?.mimeType ?? '';
    FakeRecorder.last = this;
  }
  start(timeslice: number) {
    this.state = 'recording';
    this.timeslice = timeslice;
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['last']) });
    this.onstop?.();
  }
}

describe('formatTimer', () => {
  it('shows minutes and seconds', () => {
    expect(formatTimer(0)).toBe('00:00');
    expect(formatTimer(7.9)).toBe('00:07');
    expect(formatTimer(754)).toBe('12:34');
    expect(formatTimer(3600)).toBe('60:00');
  });
});

describe('useRecorder', () => {
  const stopTrack = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('MediaRecorder', FakeRecorder);
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: vi.fn(async () => ({ getTracks: () => [{ stop: stopTrack }] })) },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('hands over a chunk every second by default: a tab killed mid-meeting loses at most the last second', async () => {
    const { result } = renderHook(() => useRecorder());
    await act(async () => {
      await result.current.acquire();
    });
    act(() => {
      result.current.begin(() => {});
    });
    expect(FakeRecorder.last?.timeslice).toBe(1000);
    await act(async () => {
      await result.current.stop();
    });
  });

  it('counts the seconds while recording, hands over chunks, and frees the microphone on stop', async () => {
    const { result } = renderHook(() => useRecorder(5000));
    const chunks: Array<[string, number]> = [];
    await act(async () => {
      await result.current.acquire();
    });
    let mime = '';
    act(() => {
      mime = result.current.begin((b, s) => chunks.push([b.constructor.name, s]));
    });
    expect(mime).toBe('audio/webm;codecs=opus');
    expect(FakeRecorder.last?.timeslice).toBe(5000);
    expect(result.current.active).toBe(true);
    act(() => vi.advanceTimersByTime(65_000));
    expect(formatTimer(result.current.elapsed)).toBe('01:05');
    let duration = 0;
    await act(async () => {
      duration = await result.current.stop();
    });
    expect(duration).toBe(65);
    expect(chunks).toEqual([['Blob', 65]]);
    expect(stopTrack).toHaveBeenCalled();
    expect(result.current.active).toBe(false);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.elapsed).toBe(65);
  });

  it('rejects when the microphone is refused', async () => {
    (navigator.mediaDevices.getUserMedia as ReturnType<typeof vi.fn>).mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    const { result } = renderHook(() => useRecorder());
    await expect(result.current.acquire()).rejects.toThrow('denied');
  });
});
