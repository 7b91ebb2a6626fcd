import { parentPort, workerData } from 'node:worker_threads';

// The worker thread that runs one off-thread task and ends. It imports nothing of the app statically: when the app
// runs from its TypeScript source (the tests), a TypeScript loader is registered first, so the task's module and its
// imports load as they do in the main thread.

export interface WorkerInput {
  moduleUrl: string;
  exportName: string;
  input: unknown;
  /** The app runs from source: register the TypeScript loader before importing the task. */
  fromSource: boolean;
  /** The app's own errors module, to tell an error safe to show (a refusal of the input) from a fault. */
  errorsUrl: string;
}

export type WorkerOutput =
  | { ok: true; value: unknown }
  | { ok: false; refusal: { code: string; message: string; fieldErrors?: Record<string, string>; details?: Record<string, unknown> } }
  | { ok: false; fault: string };

const { moduleUrl, exportName, input, fromSource, errorsUrl } = workerData as WorkerInput;
const port = parentPort;
if (!port) throw new Error('offload/worker runs only as a worker thread');

if (fromSource) {
  const { register } = await import('tsx/esm/api');
  register();
}
const { AppError } = (await import(errorsUrl)) as typeof import('../errors.js');

let output: WorkerOutput;
try {
  const task = (await import(moduleUrl))[exportName] as (input: unknown) => unknown;
  if (typeof task !== 'function') throw new Error(`${moduleUrl} has no function ${exportName}`);
  output = { ok: true, value: await task(input) };
} catch (error) {
  output =
    error instanceof AppError
      ? { ok: false, refusal: { code: error.code, message: error.message, fieldErrors: error.fieldErrors, details: error.details } }
      : { ok: false, fault: error instanceof Error ? (error.stack ?? error.message) : String(error) };
}
const value = output.ok ? output.value : undefined;
// Bytes (a PDF) move to the main thread instead of being copied.
const transfer =
  value instanceof Uint8Array && value.byteOffset === 0 && value.byteLength === value.buffer.byteLength ? [value.buffer] : [];
port.postMessage(output, transfer as ArrayBuffer[]);
