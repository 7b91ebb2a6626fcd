import { postForm } from '@/lib/upload';

/**
 * Uploads one evidence image to POST /api/grievances/{id}/images (multipart, field `image`, optional `caption`),
 * reporting its progress. Rejects with the server's message, or a generic '{status}: {text}' one.
 */
export async function uploadGrievanceImage(
  grievanceId: string,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<{ id: string }> {
  const form = new FormData();
  form.append('image', file, file.name);
  const { id } = await postForm<{ id: string }>(`/api/grievances/${encodeURIComponent(grievanceId)}/images`, form, onProgress);
  return { id };
}
