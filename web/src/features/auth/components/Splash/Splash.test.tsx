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
});
