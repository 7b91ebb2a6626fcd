/** What the server parsed from an uploaded agreement (POST /api/admin/contract/preview). */
export interface ImportPreview {
  fileName: string;
  format: 'markdown' | 'text' | 'pdf';
  sectionCount: number;
  warnings: string[];
  documents: Array<{
    title: string;
    kind: 'agreement' | 'side_letter';
    label: string;
    effectiveDate: string | null;
    articleCount: number;
    sections: Array<{ reference: string; subsections: string[]; excerpt: string; characters: number }>;
  }>;
}

export interface PublishedDocument {
  id: string;
  title: string;
  version: number;
}

/**
 * Sends the contract file as multipart (field `file`) with XMLHttpRequest, for its upload progress. Rejects with the
 * server's message, or the spec's '{status}: {text}' form.
 */
function sendContract<T>(path: string, file: File, fields: Record<string, string>, onProgress?: (percent: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
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
      if (xhr.status >= 200 && xhr.status < 300 && body) resolve(body as T);
      else reject(new Error((body as { message?: string } | null)?.message ?? `${xhr.status}: ${xhr.responseText || xhr.statusText}`));
    };
    xhr.onerror = () => reject(new Error('The upload failed. Please check your connection and try again.'));
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) if (v) form.append(k, v);
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

export const previewContractImport = (file: File, onProgress?: (percent: number) => void) =>
  sendContract<ImportPreview>('/api/admin/contract/preview', file, {}, onProgress);

export const publishContractImport = (
  file: File,
  fields: { title: string; effectiveDate: string },
  onProgress?: (percent: number) => void,
) => sendContract<PublishedDocument[]>('/api/admin/contract/publish', file, fields, onProgress);
