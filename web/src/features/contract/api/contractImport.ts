import { postForm } from '@/lib/upload';

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

/** Sends the contract file as multipart (field `file`) with the form's other fields, reporting its progress. */
function sendContract<T>(path: string, file: File, fields: Record<string, string>, onProgress?: (percent: number) => void): Promise<T> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v) form.append(k, v);
  form.append('file', file, file.name);
  return postForm<T>(path, form, onProgress);
}

export const previewContractImport = (file: File, onProgress?: (percent: number) => void) =>
  sendContract<ImportPreview>('/api/admin/contract/preview', file, {}, onProgress);

export const publishContractImport = (
  file: File,
  fields: { title: string; effectiveDate: string },
  onProgress?: (percent: number) => void,
) => sendContract<PublishedDocument[]>('/api/admin/contract/publish', file, fields, onProgress);
