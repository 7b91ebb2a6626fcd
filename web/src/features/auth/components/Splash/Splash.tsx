import { Button, Overlay } from '@mantine/core';
import { useEffect, useState } from 'react';

const SEEN_KEY = 'splash_seen';
export const SKIP_DELAY_MS = 2000;

function alreadySeen(): boolean {
  try {
    return sessionStorage.getItem(SEEN_KEY) === '1';
  } catch {
    return true;
  }
}

/** SPEC 1: a short video once per browser session; Skip appears after 2 seconds. */
export function Splash() {
  const [visible, setVisible] = useState(() => !alreadySeen());
  const [canSkip, setCanSkip] = useState(false);

  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => setCanSkip(true), SKIP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [visible]);

  if (!visible) return null;
  const close = () => {
    try {
      sessionStorage.setItem(SEEN_KEY, '1');
    } catch {
      // private mode: show it again next time, no harm
    }
    setVisible(false);
  };

  return (
    <Overlay fixed zIndex={1000} backgroundOpacity={1} color="#0f2f4f" center data-testid="splash">
      <video
        src="/splash.webm"
        autoPlay
        muted
        playsInline
        onEnded={close}
        onError={close}
        style={{ width: 'min(640px, 100vw)', maxHeight: '100dvh' }}
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
