import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { Splash } from './Splash';

describe('Splash', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('shows Skip only after 2 seconds, and once per session', () => {
    const first = renderWithProviders(<Splash />);
    expect(screen.getByTestId('splash')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    act(() => screen.getByRole('button', { name: 'Skip' }).click());
    expect(screen.queryByTestId('splash')).toBeNull();
    first.unmount();
    renderWithProviders(<Splash />);
    expect(screen.queryByTestId('splash')).toBeNull();
  });

  it('is not shown to someone who asks for reduced motion, nor later in the session', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('prefers-reduced-motion'),
    })) as typeof window.matchMedia;
    try {
      renderWithProviders(<Splash />);
      expect(screen.queryByTestId('splash')).toBeNull();
      expect(sessionStorage.getItem('splash_seen')).toBe('1');
    } finally {
      window.matchMedia = original;
    }
  });

  it('waits for the page to load before fetching the video, behind a poster of its own colour', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    try {
      renderWithProviders(<Splash />);
      const video = screen.getByLabelText('Welcome video') as HTMLVideoElement;
      expect(video.getAttribute('poster')).toMatch(/^data:image\/svg\+xml,/);
      expect(video.preload).toBe('none');
      act(() => {
        window.dispatchEvent(new Event('load'));
      });
      expect(video.preload).toBe('auto');
    } finally {
      readyState.mockRestore();
    }
  });
});
