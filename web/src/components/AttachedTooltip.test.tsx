import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AttachedTooltip } from './AttachedTooltip';

function targets() {
  const [first, second] = ['Toggle theme', 'Toggle sidebar'].map((name) => {
    const button = document.createElement('button');
    button.textContent = name;
    document.body.append(button);
    return button;
  });
  render(
    <MantineProvider>
      <AttachedTooltip target={first!} label="Switch to dark theme" />
      <AttachedTooltip target={second!} label="Collapse sidebar" />
    </MantineProvider>,
  );
  return { first: first!, second: second! };
}

const hover = (element: HTMLElement) => act(() => void element.dispatchEvent(new MouseEvent('mouseenter')));
const leave = (element: HTMLElement) => act(() => void element.dispatchEvent(new MouseEvent('mouseleave')));
// In steps, each its own act(): React renders what a timer changed, and the fade-in's frames run, as time passes.
function wait(ms: number) {
  for (let passed = 0; passed < ms; passed += 10) act(() => vi.advanceTimersByTime(Math.min(10, ms - passed)));
}
const tooltip = (text: string) => screen.queryByRole('tooltip', { name: text }) ?? screen.queryByText(text);

let tests = 0;
beforeEach(() => {
  // Mantine's transitions wait for animation frames: those run on the fake clock too.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  // Each test an hour after the last: past any skip window an earlier test left open (the module keeps it).
  tests += 1;
  vi.setSystemTime(Date.UTC(2030, 0, 1) + tests * 3_600_000);
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('tooltips', () => {
  it('open after 700 ms of hover, not before', () => {
    const { first } = targets();
    hover(first);
    wait(650);
    expect(tooltip('Switch to dark theme')).toBeNull();
    // 700 ms, and Mantine's 100 ms fade-in.
    wait(200);
    expect(tooltip('Switch to dark theme')).not.toBeNull();
  });

  it('open at once when the pointer moves on within 300 ms from a tooltip that was showing, and wait again after', () => {
    const { first, second } = targets();
    hover(first);
    wait(800);
    leave(first);
    wait(100);
    hover(second);
    wait(150);
    expect(tooltip('Collapse sidebar')).not.toBeNull();
    leave(second);
    wait(500);
    hover(first);
    wait(150);
    expect(tooltip('Switch to dark theme')).toBeNull();
  });

  it('do not skip the delay after a target left before its tooltip showed', () => {
    const { first, second } = targets();
    hover(first);
    wait(200);
    leave(first);
    hover(second);
    wait(150);
    expect(tooltip('Collapse sidebar')).toBeNull();
  });
});
