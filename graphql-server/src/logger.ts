const LEVELS = { debug: 10, info: 20, warn: 30, error: 40 } as const;
export type LogLevel = keyof typeof LEVELS;

export interface Logger {
  debug(message: string, extra?: unknown): void;
  info(message: string, extra?: unknown): void;
  warn(message: string, extra?: unknown): void;
  error(message: string, extra?: unknown): void;
}

export function createLogger(level: LogLevel): Logger {
  const write = (at: LogLevel) => (message: string, extra?: unknown) => {
    if (LEVELS[at] < LEVELS[level]) return;
    const line = `${new Date().toISOString()} ${at.toUpperCase()} ${message}`;
    const stream = at === 'error' || at === 'warn' ? console.error : console.log;
    if (extra === undefined) stream(line);
    else stream(line, extra instanceof Error ? (extra.stack ?? extra.message) : extra);
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}
