import { type FloatingPosition, Tooltip } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';

// Tooltips open after 700 ms.
export const TOOLTIP_OPEN_DELAY = 700;

interface AttachedTooltipProps {
  target: HTMLElement;
  label: ReactNode;
  position?: FloatingPosition;
}

/** Mantine's Tooltip on an element rendered elsewhere (loaded by LazyTooltip on the element's first hover). */
export function AttachedTooltip({ target, label, position }: AttachedTooltipProps) {
  // The Tooltip listens for mouseenter on its target from its second render on (its first one registers the target).
  // This component's own second render comes with it: then the hover that loaded the tooltip, which happened before
  // anything listened, is replayed when the pointer is still there, so the first hover shows the tooltip too.
  const [listening, setListening] = useState(false);
  useEffect(() => setListening(true), []);
  useEffect(() => {
    if (listening && target.matches(':hover')) target.dispatchEvent(new MouseEvent('mouseenter'));
  }, [listening, target]);
  return <Tooltip target={target} label={label} position={position} openDelay={TOOLTIP_OPEN_DELAY} />;
}
