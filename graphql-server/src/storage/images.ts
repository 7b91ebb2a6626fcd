import sharp, { type Metadata } from 'sharp';
import { AppError, badInput } from '../errors.js';
import { LIMITS } from '@union/rules/constants';
import { IMAGE_TOO_LARGE_MESSAGE, IMAGE_TYPE_MESSAGE } from '@union/rules/journal';
import type { FileStorage, StagedFile } from './storage.js';
import { readHead, type UploadRule } from './uploads.js';

/** About 50 megapixels: larger images are refused before they are decoded (decompression bombs). */
export const MAX_IMAGE_PIXELS = 50_000_000;
export const IMAGE_PIXELS_MESSAGE = 'The image is too large: at most 50 megapixels';
export const IMAGE_UNREADABLE_MESSAGE = 'The image could not be read. Please choose another JPEG, PNG, or WebP file.';

/** A photo upload (journal entries): form field `image`, at most 10 MB. */
export const IMAGE_UPLOAD: UploadRule = {
  field: 'image',
  maxBytes: LIMITS.maxImageBytes,
  tooLargeMessage: IMAGE_TOO_LARGE_MESSAGE,
  missingMessage: "Please attach an image in the form field 'image'",
  missingFieldMessage: 'Please choose an image',
};

type ImageKind = 'jpeg' | 'png' | 'webp';
const MIME: Record<ImageKind, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const EXTENSION: Record<ImageKind, string> = { jpeg: '.jpg', png: '.png', webp: '.webp' };

/** The type told by the file's first bytes (magic numbers), never by its name or the declared content type. */
export function sniffImageKind(head: Uint8Array): ImageKind | null {
  const at = (i: number, bytes: number[]) => bytes.every((b, j) => head[i + j] === b);
  if (at(0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return 'webp';
  return null;
}

export interface PreparedImage {
  /** The re-encoded bytes, staged: commit them once the row is written, or discard them. */
  staged: StagedFile;
  mimeType: string;
  extension: string;
  width: number;
  height: number;
}

/**
 * Takes a staged upload and stages a clean copy: at most 10 MB however a door staged it (IMAGE_UPLOAD, 413 beyond),
 * type judged by the bytes (JPEG, PNG, WebP), at most about 50 MP, re-encoded in its own format so EXIF, GPS and every other metadata block are dropped
 * (the EXIF orientation is applied to the pixels first, so the photo still stands the right way up).
 * The raw upload is always discarded; nothing is left on disk when it throws.
 */
export async function prepareImage(storage: FileStorage, raw: StagedFile): Promise<PreparedImage> {
  try {
    if (raw.size > IMAGE_UPLOAD.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_UPLOAD.tooLargeMessage);
    const kind = raw.size > 0 ? sniffImageKind(await readHead(raw.localPath)) : null;
    if (!kind) throw badInput(IMAGE_TYPE_MESSAGE, { image: IMAGE_TYPE_MESSAGE });

    let meta: Metadata;
    try {
      meta = await sharp(raw.localPath, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    } catch (error) {
      if (/pixel limit/i.test(String((error as Error)?.message))) throw badInput(IMAGE_PIXELS_MESSAGE, { image: IMAGE_PIXELS_MESSAGE });
      throw badInput(IMAGE_UNREADABLE_MESSAGE, { image: IMAGE_UNREADABLE_MESSAGE });
    }
    if (meta.format !== kind) throw badInput(IMAGE_UNREADABLE_MESSAGE, { image: IMAGE_UNREADABLE_MESSAGE });
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_IMAGE_PIXELS) throw badInput(IMAGE_PIXELS_MESSAGE, { image: IMAGE_PIXELS_MESSAGE });

    // Without keepMetadata()/withExif(), sharp writes no EXIF, XMP or IPTC: re-encoding is the strip.
    let pipeline = sharp(raw.localPath, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
    if (kind === 'jpeg') pipeline = pipeline.jpeg({ quality: 90 });
    else if (kind === 'png') pipeline = pipeline.png();
    else pipeline = pipeline.webp({ quality: 90 });

    let staged: StagedFile;
    try {
      staged = await storage.stage(pipeline);
    } catch {
      throw badInput(IMAGE_UNREADABLE_MESSAGE, { image: IMAGE_UNREADABLE_MESSAGE });
    }
    const oriented = (meta.orientation ?? 1) >= 5;
    return {
      staged,
      mimeType: MIME[kind],
      extension: EXTENSION[kind],
      width: (oriented ? meta.height : meta.width) ?? 0,
      height: (oriented ? meta.width : meta.height) ?? 0,
    };
  } finally {
    await raw.discard();
  }
}

/**
 * A file name safe to store and to show: no folders, no control characters, at most 255 characters (counted as the
 * database counts them); a name cut to fit keeps its extension.
 */
export function cleanFileName(name: string | undefined | null, fallbackExtension: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const chars = [
    ...base
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/[\u0000-\u001f\u007f"<>|*?:]/g, '')
      .trim(),
  ];
  if (chars.length > 255) {
    const extension = /\.[A-Za-z0-9]{1,5}$/.exec(chars.join(''))?.[0] ?? '';
    chars.splice(255 - extension.length, chars.length, extension);
  }
  return chars.join('').trim() || `image${fallbackExtension}`;
}
