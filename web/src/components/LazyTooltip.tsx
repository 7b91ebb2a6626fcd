import type { FloatingPosition } from '@mantine/core';
import { cloneElement, lazy, type MouseEvent, type ReactElement, type ReactNode, type Ref, Suspense, useState } from 'react';

// Mantine's Tooltip brings floating-ui (about 21 KB gzip) with it: the shell's tooltips load it on the first hover
// of their target instead of with the page. The target itself is rendered at once, unchanged, and is never
// re-mounted when its tooltip arrives (the tooltip attaches to it from beside it), so no click or focus is lost.
const AttachedTooltip = lazy(() => import('./AttachedTooltip').then((m) => ({ default: m.AttachedTooltip })));

interface TargetProps {
  ref?: Ref<HTMLElement>;
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
}

interface LazyTooltipProps {
  label: ReactNode;
  position?: FloatingPosition;
  /** One element that takes a ref and onMouseEnter (an ActionIcon, a NavLink); its own ref is not kept. */
  children: ReactElement<TargetProps>;
}

/** A tooltip shown on mouse hover after 700 ms (at once when moving on from another), whose code loads on the first hover. */
export function LazyTooltip({ label, position, children }: LazyTooltipProps) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [hovered, setHovered] = useState(false);
  const onMouseEnter = (event: MouseEvent<HTMLElement>) => {
    children.props.onMouseEnter?.(event);
    setHovered(true);
  };
  return (
    <>
      {cloneElement(children, { ref: setTarget, onMouseEnter })}
      {hovered && target && (
        <Suspense fallback={null}>
          <AttachedTooltip target={target} label={label} position={position} />
        </Suspense>
      )}
    </>
  );
}
