import { Button, Overlay } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

const SEEN_KEY = 'splash_seen';
export const SKIP_DELAY_MS = 2000;
const BACKGROUND = '#0f2f4f';
// The poster is the splash's own background colour: the frame is never blank or flashing before the video starts,
// and a one-colour image is not a "contentful" paint, so the video does not become the page's largest contentful
// paint (the sign-in form behind it is what a returning visitor waits for).
const POSTER = `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"><rect width="16" height="9" fill="${BACKGROUND}"/></svg>`)}`;

function alreadySeen(): boolean {
  try {
    return sessionStorage.getItem(SEEN_KEY) === '1';
  } catch {
    return true;
  }
}

function markSeen() {
  try {
    sessionStorage.setItem(SEEN_KEY, '1');
  } catch {
    // private mode: show it again next time, no harm
  }
}

/** Reduced motion asked for, or a connection that asks to save data or is 2G: no video to sit through. */
export function videoUnwelcome(): boolean {
  if (typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches) return true;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return connection?.saveData === true || connection?.effectiveType === '2g' || connection?.effectiveType === 'slow-2g';
}

/** Runs once the page has loaded: the app's scripts and styles come first, the video's bytes after them. */
function afterLoad(start: () => void): () => void {
  if (document.readyState === 'complete') {
    start();
    return () => {};
  }
  window.addEventListener('load', start, { once: true });
  return () => window.removeEventListener('load', start);
}

/** A short video once per browser session; Skip appears after 2 seconds. */
export function Splash() {
  const [visible, setVisible] = useState(() => {
    if (alreadySeen()) return false;
    if (videoUnwelcome()) {
      markSeen();
      return false;
    }
    return true;
  });
  const [canSkip, setCanSkip] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => setCanSkip(true), SKIP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [visible]);

  const close = () => {
    markSeen();
    setVisible(false);
  };

  useEffect(() => {
    if (!visible) return;
    return afterLoad(() => {
      const element = video.current;
      if (!element) return;
      element.preload = 'auto';
      // A browser that refuses to play it (autoplay blocked) closes the splash instead of leaving a still frame.
      element.play()?.catch(() => {
        if (element.ended) return;
        markSeen();
        setVisible(false);
      });
    });
  }, [visible]);

  if (!visible) return null;

  return (
    <Overlay fixed zIndex={1000} backgroundOpacity={1} color={BACKGROUND} center data-testid="splash">
      <video
        ref={video}
        src="/splash.webm"
        poster={POSTER}
        preload="none"
        muted
        playsInline
        onEnded={close}
        onError={close}
        style={{ width: 'min(640px, 100vw)', maxHeight: '100dvh', aspectRatio: '16 / 9' }}
        aria-label="Welcome video"
      />
      {canSkip && (
        <Button variant="white" pos="fixed" bottom={32} right={32} onClick={close}>
          Skip
        </Button>
      )}
    </Overlay>
  );
}
