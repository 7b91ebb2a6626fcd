import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import type { StoredImage } from '../db/stored-image.entity.js';

/** `Content-Disposition` with an ASCII fallback and the exact UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The owner's view of a stored photo (journal entries' and grievances'): inline, or as a download with ?download=1.
 * Sandboxed and never sniffed, so a file can never run as a page of this site; cached only by the owner's browser.
 */
export async function sendStoredImage(
  req: Request,
  res: Response,
  { image, stream, size }: { image: Pick<StoredImage, 'mimeType' | 'originalFileName'>; stream: Readable; size: number },
): Promise<void> {
  const download = req.query.download === '1' || req.query.download === 'true';
  res.status(200);
  res.setHeader('Content-Type', image.mimeType);
  res.setHeader('Content-Length', String(size));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', 'sandbox');
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('Content-Disposition', contentDisposition(download ? 'attachment' : 'inline', image.originalFileName));
  await pipeline(stream, res);
}
