import { reportSessionEnded } from './sessionEnd';

/** A refused or failed upload: the server's message, and its HTTP status (0 when no answer came). */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** A 413: the server will not take these bytes however often they are sent (too large, or the member's storage full). */
export const isRefusedAsTooLarge = (error: unknown): error is UploadError => error instanceof UploadError && error.status === 413;

/**
 * Posts a multipart form to the REST shim with XMLHttpRequest, because fetch cannot report upload progress.
 * X-Requested-With is a header only this app's own pages can add (another site's would need a CORS preflight the
 * server never grants): the server refuses a form without it. Resolves with the parsed answer; rejects with an
 * UploadError: the server's message, or a generic '{status}: {text}' one.
 */
export function postForm<T>(path: string, form: FormData, onProgress?: (percent: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body !== null) {
        onProgress?.(100);
        resolve(body as T);
      } else {
        if (xhr.status === 401) reportSessionEnded();
        const message = (body as { message?: string } | null)?.message ?? `${xhr.status}: ${xhr.responseText || xhr.statusText}`;
        reject(new UploadError(message, xhr.status));
      }
    };
    xhr.onerror = () => reject(new UploadError('The upload failed. Please check your connection and try again.', 0));
    xhr.onabort = () => reject(new UploadError('The upload was cancelled.', 0));
    xhr.send(form);
  });
}
