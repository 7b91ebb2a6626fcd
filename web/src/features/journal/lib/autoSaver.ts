// The auto-save state machine of the Edit Incident Journal panel, free of React so it can be
// tested with fake timers: idle -> saving -> saved (2 s) -> idle, or saving -> error (3 s) -> idle. A change is
// sent 1 s after the last edit; a change made while a save is running waits for it and goes right after; there is
// never more than one save at a time; a failed save keeps its changes so the next save sends them again. A paused
// saver (an edit conflict waiting for the member's choice) records changes but sends nothing.

export type AutoSaveStatus = 'idle' | 'saving' | 'saved' | 'error';

export interface AutoSaverOptions<T extends object> {
  save: (changes: Partial<T>) => Promise<unknown>;
  onStatus?: (status: AutoSaveStatus) => void;
  onSaved?: (changes: Partial<T>, result: unknown) => void;
  onError?: (error: unknown) => void;
  debounceMs?: number;
  savedMs?: number;
  errorMs?: number;
}

export const AUTO_SAVE_TIMINGS = { debounceMs: 1000, savedMs: 2000, errorMs: 3000 } as const;

export class AutoSaver<T extends object> {
  private pending: Partial<T> = {};
  private hasPending = false;
  private inFlight: Promise<boolean> | null = null;
  private debounce: ReturnType<typeof setTimeout> | null = null;
  private settle: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;
  private paused = false;
  private current: AutoSaveStatus = 'idle';
  private readonly options: Required<Omit<AutoSaverOptions<T>, 'onStatus' | 'onSaved' | 'onError'>> & AutoSaverOptions<T>;

  constructor(options: AutoSaverOptions<T>) {
    this.options = { ...AUTO_SAVE_TIMINGS, ...options };
  }

  get status(): AutoSaveStatus {
    return this.current;
  }

  /** True while some change has not reached the server yet (waiting, queued or being retried). */
  get dirty(): boolean {
    return this.hasPending || this.inFlight !== null;
  }

  /** Records a change; it is sent once the member has stopped editing for the debounce time. */
  change(patch: Partial<T>): void {
    if (this.disposed) return;
    this.pending = { ...this.pending, ...patch };
    this.hasPending = true;
    this.clearDebounce();
    if (this.paused) return;
    this.debounce = setTimeout(() => {
      this.debounce = null;
      void this.flush();
    }, this.options.debounceMs);
  }

  /**
   * Sends what is waiting now (Save Now). While a save runs, the waiting changes go right after it; the promise
   * resolves once everything recorded so far has been tried, true when it all reached the server.
   */
  async flush(): Promise<boolean> {
    this.clearDebounce();
    if (this.inFlight) {
      const previous = await this.inFlight;
      // The running save ended; whatever was queued behind it goes now (unless another caller already sent it).
      if (!this.hasPending) return previous;
      return this.flush();
    }
    if (!this.hasPending || this.disposed) return true;
    if (this.paused) return false;
    const changes = this.pending;
    this.pending = {};
    this.hasPending = false;
    // Running before the status says so: whoever hears 'saving' finds the saver still dirty.
    this.inFlight = this.run(changes);
    this.setStatus('saving');
    const ok = await this.inFlight;
    return ok;
  }

  private async run(changes: Partial<T>): Promise<boolean> {
    // Yield once so the caller has recorded this save as running before any outcome is handled.
    await Promise.resolve();
    let ok = false;
    try {
      const result = await this.options.save(changes);
      ok = true;
      this.options.onSaved?.(changes, result);
    } catch (error) {
      // Keep the failed changes; anything typed since then is newer and wins.
      this.pending = { ...changes, ...this.pending };
      this.hasPending = true;
      this.options.onError?.(error);
    }
    this.inFlight = null;
    if (this.disposed) return ok;
    this.setStatus(ok ? 'saved' : 'error');
    this.settle = setTimeout(
      () => {
        this.settle = null;
        if (this.current === 'saved' || this.current === 'error') this.setStatus('idle');
      },
      ok ? this.options.savedMs : this.options.errorMs,
    );
    return ok;
  }

  /** Sends nothing until resume(); changes go on being recorded (and the page still warns before it is closed). */
  pause(): void {
    this.paused = true;
    this.clearDebounce();
  }

  /**
   * Sends again. `replace`, when given, takes the place of every change recorded so far: after a conflict the
   * member's choice decides what is sent, not the edits that led to it. Nothing is sent until the next change or
   * flush().
   */
  resume(replace?: Partial<T>): void {
    this.paused = false;
    if (replace) {
      this.pending = { ...replace };
      this.hasPending = Object.keys(replace).length > 0;
    }
  }

  dispose(): void {
    this.disposed = true;
    this.clearDebounce();
    if (this.settle) clearTimeout(this.settle);
  }

  private setStatus(status: AutoSaveStatus) {
    if (this.settle && status === 'saving') {
      clearTimeout(this.settle);
      this.settle = null;
    }
    this.current = status;
    this.options.onStatus?.(status);
  }

  private clearDebounce() {
    if (this.debounce) clearTimeout(this.debounce);
    this.debounce = null;
  }
}
