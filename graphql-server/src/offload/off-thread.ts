import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { AppError, retryLater } from '../errors.js';
import type { WorkerInput, WorkerOutput } from './worker.js';

// Work whose cost depends on what a member or an officer sent (a grievance's PDF, a contract file's parse) runs in a
// worker thread of its own, never on the thread that answers every request: with a deadline (the worker is ended
// when it passes) and a heap limit (V8 ends the worker, not the server, when it is reached). A fresh worker per task
// gives its memory back to the system when it ends. Tasks take turns: at most `TASKS_AT_A_TIME` run at once, so that
// the requests of everyone else keep a core, and a bounded number wait.

/** Tasks running at once: one core is left to answer requests (two at most on larger machines). */
export const TASKS_AT_A_TIME = Math.max(1, Math.min(2, os.availableParallelism() - 1));
/** Tasks waiting their turn; one more is refused with 503 at once. */
export const TASKS_WAITING = 16;
export const BUSY_MESSAGE = 'The server is busy with other documents. Please try again in a minute.';

export interface OffThreadTask {
  /** The module (file URL) and its exported function: `(input) => output | Promise<output>`. */
  moduleUrl: string;
  exportName: string;
  /** The work's wall-clock limit, from when it starts (not while it waits its turn). */
  timeLimitMs: number;
  /** The worker's V8 heap limit (old generation). */
  memoryMb: number;
  /** 503 when the time limit passes. */
  tooSlowMessage: string;
  /** 413 when the heap limit is reached. */
  tooLargeMessage: string;
}

/**
 * The file URL of a module beside `callerUrl` (pass `import.meta.url`), by its name without extension: `.ts` when the
 * app runs from source, `.js` when built.
 */
export function moduleBeside(callerUrl: string, relativeName: string): string {
  const extension = callerUrl.endsWith('.ts') ? '.ts' : '.js';
  return new URL(`${relativeName}${extension}`, callerUrl).href;
}

const WORKER_URL = moduleBeside(import.meta.url, './worker');
const ERRORS_URL = moduleBeside(import.meta.url, '../errors');
const FROM_SOURCE = import.meta.url.endsWith('.ts');

/** Turns: a count of running tasks and the queue of those waiting. */
class Turns {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  async take(): Promise<() => void> {
    if (this.running >= TASKS_AT_A_TIME) {
      if (this.waiting.length >= TASKS_WAITING) throw retryLater('SERVICE_BUSY', BUSY_MESSAGE, 30);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      // The turn passes straight to the next in line (running stays the same), or is given back.
      if (next) next();
      else this.running -= 1;
    };
  }
}

const turns = new Turns();

/** Runs one task in a worker thread of its own; its refusals (AppError) arrive as they were thrown. */
export async function runOffThread<T>(task: OffThreadTask, input: unknown): Promise<T> {
  const release = await turns.take();
  try {
    return await runInWorker<T>(task, input);
  } finally {
    release();
  }
}

function runInWorker<T>(task: OffThreadTask, input: unknown): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const workerData: WorkerInput = {
      moduleUrl: task.moduleUrl,
      exportName: task.exportName,
      input,
      fromSource: FROM_SOURCE,
      errorsUrl: ERRORS_URL,
    };
    const worker = new Worker(new URL(WORKER_URL), {
      workerData,
      // From source, the shared rules load from their TypeScript too (the condition the server's tsconfig names), and
      // the TypeScript loader keeps its compiled files in memory, never in the system's temporary folder.
      execArgv: FROM_SOURCE ? ['--conditions=@union/source'] : [],
      env: FROM_SOURCE ? { ...process.env, TSX_DISABLE_CACHE: '1' } : process.env,
      resourceLimits: { maxOldGenerationSizeMb: task.memoryMb, maxYoungGenerationSizeMb: Math.min(64, Math.ceil(task.memoryMb / 8)) },
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(() => settle(() => reject(new AppError('SERVICE_BUSY', task.tooSlowMessage))), task.timeLimitMs);
    worker.on('message', (output: WorkerOutput) =>
      settle(() => {
        if (output.ok) resolve(output.value as T);
        else if ('refusal' in output) {
          const { code, message, fieldErrors, details } = output.refusal;
          reject(new AppError(code as AppError['code'], message, fieldErrors, details));
        } else reject(new Error(`Off-thread task ${task.exportName} failed: ${output.fault}`));
      }),
    );
    worker.on('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new AppError('PAYLOAD_TOO_LARGE', task.tooLargeMessage)
            : new Error(`Off-thread task ${task.exportName} failed`, { cause: error }),
        ),
      ),
    );
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`Off-thread task ${task.exportName} ended (exit ${code}) without an answer`))),
    );
  });
}
