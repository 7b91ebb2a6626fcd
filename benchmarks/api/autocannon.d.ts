// The part of autocannon 9 that bench.mjs uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
  }
  interface Result {
    start: Date;
    finish: Date;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    /** Milliseconds. */
    latency: { p50: number; p99: number; average: number; max: number };
    requests: { total: number; average: number };
  }
  export default function autocannon(options: Options): Promise<Result>;
}
