import type { EntityClass, EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { imageCaptionSchema } from '@union/rules/images';
import type { Config } from '../config.js';
import type { StoredImage } from '../db/stored-image.entity.js';
import { badInput } from '../errors.js';
import { cleanFileName, IMAGE_UPLOAD, type PreparedImage, prepareImage } from './images.js';
import { claimStorage, memberQuotaBytes } from './quota.js';
import type { FileStorage, StagedFile } from './storage.js';
import type { UploadRule } from './uploads.js';
import { parseInput } from '../validation.js';

// The images a record owns (a journal entry's photos, a grievance's evidence, a meeting's supporting images): the one
// way to add them, with the owner's own check, cap and message as parameters.

/** What adding an image uses of the app's services: the file store, and the configuration that sets the member quota. */
export interface ImageServices {
  storage: FileStorage;
  config: Pick<Config, 'MEMBER_STORAGE_QUOTA_MB'>;
}

export interface ImageUpload {
  /** The raw upload, staged; adding always consumes it (commits a clean copy or discards it). */
  raw: StagedFile;
  fileName?: string | null;
  caption?: string | null;
}

/** How a door reads the upload once the owner is known to accept it: the staged raw file, its name, its caption. */
export type ReceiveImage = (rule: UploadRule) => Promise<ImageUpload>;

/** The lowest position in 1..max that no row holds, or null when all are taken. */
export function freePosition(taken: number[], max: number, wanted?: number | null): number | null {
  const used = new Set(taken);
  if (wanted && wanted >= 1 && wanted <= max && !used.has(wanted)) return wanted;
  for (let order = 1; order <= max; order += 1) if (!used.has(order)) return order;
  return null;
}

/** A record that holds images belongs to one member, whose storage quota its images count against. */
type MemberOwned = { user: { id: string } };

// StoredImage<string>: any image entity, whatever optional properties it adds.
export interface ImageOwner<Owner extends MemberOwned, Row extends StoredImage<string>> {
  entity: EntityClass<Row>;
  /** The image row's property that names its owner ('entry', 'grievance', 'meeting'). */
  ownerField: keyof Row & string;
  maxCount: number;
  /** Answered (400, under `image`) when the owner already holds maxCount images. */
  countMessage: string;
  /**
   * Finds the actor's owner row and checks that it takes images (NOT_FOUND for another member's, CONFLICT for a
   * read-only one). Called before the upload is read, so a refused record costs no bytes, and again with `lock` in
   * the transaction, where the row is locked (db/find.ts lockOwned) until it ends, so the checks after it hold.
   */
  findOwner(em: EntityManager, lock: boolean): Promise<Owner>;
  /** Further fields of the row (a grievance image's imageType). */
  extra?: Partial<Row>;
  /** Called with the new row before the transaction commits, under the owner's lock (a case records the evidence). */
  added?(tx: EntityManager, found: Owner, row: Row): void;
}

/** The first free position among the owner's images; the count message when it already holds maxCount. */
async function freeOrder<Owner extends MemberOwned, Row extends StoredImage<string>>(
  em: EntityManager,
  owner: ImageOwner<Owner, Row>,
  found: Owner,
): Promise<number> {
  const taken = await em.find(owner.entity, { [owner.ownerField]: found } as FilterQuery<Row>);
  const order =
    taken.length < owner.maxCount
      ? freePosition(
          taken.map((i) => i.order),
          owner.maxCount,
        )
      : null;
  if (order === null) throw badInput(owner.countMessage, { image: owner.countMessage });
  return order;
}

/**
 * Adds an image to its owner, the same through both doors. Before a byte is read, the owner is found and checked and
 * its count checked, so a stranger's, read-only or full record is refused for nothing. Then the door stages the
 * upload (at most 10 MB), its caption is checked (at most 500 characters: refused beyond, never cut) and prepareImage
 * stages a clean copy (type by the bytes, at most 50 MP, re-encoded without EXIF). In one transaction the owner is
 * locked and checked again, its count checked again (of two uploads racing for the last position one wins), the
 * member's quota claimed under their storage lock (413 when full), the clean copy committed under a random key and
 * the row written at the first free position; the transaction commits last.
 * Any failure at any step leaves neither a row nor a file, staged or committed.
 */
export async function addOwnedImage<Owner extends MemberOwned, Row extends StoredImage<string>>(
  em: EntityManager,
  { storage, config }: ImageServices,
  receive: ReceiveImage,
  owner: ImageOwner<Owner, Row>,
): Promise<Row> {
  await freeOrder(em, owner, await owner.findOwner(em, false));
  const upload = await receive(IMAGE_UPLOAD);
  let clean: PreparedImage | undefined;
  let key: string | undefined;
  try {
    // A caption over its limit is refused (400, under `caption`) before the image is decoded.
    const { caption } = parseInput(imageCaptionSchema, { caption: upload.caption });
    clean = await prepareImage(storage, upload.raw);
    const { staged, mimeType, extension } = clean;
    return await em.transactional(async (tx) => {
      const found = await owner.findOwner(tx, true);
      const order = await freeOrder(tx, owner, found);
      // The re-encoded size is the one stored and counted.
      await claimStorage(tx, found.user.id, memberQuotaBytes(config), staged.size);
      const { size, sha256 } = staged;
      key = await staged.commit(extension);
      const row = tx.create(owner.entity, {
        [owner.ownerField]: found,
        fileName: key,
        originalFileName: cleanFileName(upload.fileName, extension),
        fileSize: size,
        mimeType,
        objectStoragePath: key,
        sha256,
        caption,
        order,
        ...owner.extra,
      } as never) as Row;
      owner.added?.(tx, found, row);
      await tx.persist(row).flush();
      return row;
    });
  } catch (error) {
    // The file was committed but its row was not: the insert or the transaction's commit failed.
    if (key) await storage.remove(key).catch(() => {});
    throw error;
  } finally {
    await upload.raw.discard().catch(() => {});
    await clean?.staged.discard().catch(() => {});
  }
}
