import { type FloatingPosition, Tooltip } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';

// A tooltip opens after 700 ms of hover; moving on to another target within 300 ms of leaving one whose tooltip was
// showing opens the next at once (the skip delay), as a row of icon buttons is read one after the other.
export const TOOLTIP_OPEN_DELAY = 700;
export const TOOLTIP_SKIP_DELAY = 300;

// Shared by every tooltip of the page: until when the next one skips its open delay.
let skipDelayUntil = 0;

interface AttachedTooltipProps {
  target: HTMLElement;
  label: ReactNode;
  position?: FloatingPosition;
}

/** Mantine's Tooltip on an element rendered elsewhere (loaded by LazyTooltip on the element's first hover). */
export function AttachedTooltip({ target, label, position }: AttachedTooltipProps) {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let shown = false;
    const show = () => {
      shown = true;
      setOpened(true);
    };
    const enter = () => {
      clearTimeout(timer);
      if (Date.now() < skipDelayUntil) show();
      else timer = setTimeout(show, TOOLTIP_OPEN_DELAY);
    };
    const leave = () => {
      clearTimeout(timer);
      if (shown) skipDelayUntil = Date.now() + TOOLTIP_SKIP_DELAY;
      shown = false;
      setOpened(false);
    };
    target.addEventListener('mouseenter', enter);
    target.addEventListener('mouseleave', leave);
    // The hover that loaded this tooltip happened before anything listened: it counts when the pointer is still there.
    if (target.matches(':hover')) enter();
    return () => {
      clearTimeout(timer);
      target.removeEventListener('mouseenter', enter);
      target.removeEventListener('mouseleave', leave);
    };
  }, [target]);
  return <Tooltip target={target} label={label} position={position} opened={opened} />;
}
