import { useEffect, useRef, useState } from 'react';
import { type AutoSaveStatus, AutoSaver, type AutoSaverOptions } from './autoSaver';

/**
 * One AutoSaver for the life of a component. Leaving (unmounting) sends what is still waiting instead of dropping
 * it, and the browser asks before a tab with unsaved changes is closed.
 */
export function useAutoSave<T extends object>(options: Omit<AutoSaverOptions<T>, 'onStatus'>) {
  const [status, setStatus] = useState<AutoSaveStatus>('idle');
  const [dirty, setDirty] = useState(false);
  const latest = useRef(options);
  latest.current = options;
  const saverRef = useRef<AutoSaver<T> | null>(null);
  if (!saverRef.current) {
    const saver: AutoSaver<T> = new AutoSaver<T>({
      save: (changes) => latest.current.save(changes),
      onSaved: (changes, result) => latest.current.onSaved?.(changes, result),
      onError: (error) => latest.current.onError?.(error),
      onStatus: (next) => {
        setStatus(next);
        setDirty(saver.dirty);
      },
    });
    saverRef.current = saver;
  }
  const saver = saverRef.current;
  // React's StrictMode mounts, cleans up and mounts again: only a component that is still gone once the last save
  // has ended stops its saver (disposing it at the first cleanup would silently drop every later change).
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    const warn = (event: BeforeUnloadEvent) => {
      if (saver.dirty) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      mounted.current = false;
      window.removeEventListener('beforeunload', warn);
      void saver.flush().finally(() => {
        if (!mounted.current) saver.dispose();
      });
    };
  }, [saver]);

  return {
    status,
    dirty,
    change: (patch: Partial<T>) => {
      saver.change(patch);
      setDirty(true);
    },
    saveNow: () => saver.flush(),
    pause: () => saver.pause(),
    resume: (replace?: Partial<T>) => {
      saver.resume(replace);
      setDirty(saver.dirty);
    },
    get pending() {
      return saver.dirty;
    },
  };
}
