/**
 * Uploads one photo to POST /api/journal/entries/{id}/images (multipart, field `image`) with XMLHttpRequest, because
 * fetch cannot report upload progress. Resolves with the stored image; rejects with the server's message, or the
 * spec's generic '{status}: {text}' form.
 */
export function uploadEntryImage(entryId: string, file: File, onProgress?: (percent: number) => void): Promise<{ id: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/journal/entries/${encodeURIComponent(entryId)}/images`);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: { id?: string; message?: string } | null = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body?.id) {
        onProgress?.(100);
        resolve({ id: body.id });
      } else {
        reject(new Error(body?.message ?? `${xhr.status}: ${xhr.responseText || xhr.statusText}`));
      }
    };
    xhr.onerror = () => reject(new Error('The upload failed. Please check your connection and try again.'));
    xhr.onabort = () => reject(new Error('The upload was cancelled.'));
    const form = new FormData();
    form.append('image', file, file.name);
    xhr.send(form);
  });
}
