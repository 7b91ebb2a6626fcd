import { postForm } from '@/lib/upload';

/**
 * Uploads one photo to POST /api/journal/entries/{id}/images (multipart, field `image`), reporting its progress.
 * Resolves with the stored image; rejects with the server's message, or a generic '{status}: {text}' one.
 */
export async function uploadEntryImage(entryId: string, file: File, onProgress?: (percent: number) => void): Promise<{ id: string }> {
  const form = new FormData();
  form.append('image', file, file.name);
  const { id } = await postForm<{ id: string }>(`/api/journal/entries/${encodeURIComponent(entryId)}/images`, form, onProgress);
  return { id };
}
