import type { EntityClass, EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { withoutNul } from '@union/rules/text';
import type { Config } from '../config.js';
import type { StoredImage } from '../db/stored-image.entity.js';
import { badInput } from '../errors.js';
import { attach } from './attach.js';
import { cleanFileName, imageAttachLimits, prepareImage } from './images.js';
import { claimStorage, memberQuotaBytes } from './quota.js';
import type { FileStorage, StagedFile } from './storage.js';
import type { UploadRule } from './uploads.js';

// The images a record owns (a journal entry's photos, a grievance's evidence, a meeting's supporting images): one way
// to add them, with the owner's own lock, cap and message as parameters.

export interface ImageUpload {
  /** The raw upload, staged; adding always consumes it (commits a clean copy or discards it). */
  raw: StagedFile;
  fileName?: string | null;
  caption?: string | null;
}

/** What adding an image uses of the app's services: the file store, and the configuration that sets the member quota. */
export interface ImageServices {
  storage: FileStorage;
  config: Pick<Config, 'MEMBER_STORAGE_QUOTA_MB'>;
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
  /** Locks the owner row in the transaction (db/find.ts lockOwned) and checks it still accepts images. */
  lockOwner(tx: EntityManager): Promise<Owner>;
  /** Further fields of the row (a grievance image's imageType). */
  extra?: Partial<Row>;
}

/**
 * Adds an image through the one attachment path (storage/attach.ts): the re-encoded copy is staged first, then under
 * the owner's lock the count is checked, the file is committed under a random key, the member's storage quota is
 * checked for its size under the member's storage lock (storage/quota.ts: taken after the owner's), the row is
 * written with the first free position, and the transaction commits last. Any failure, a full storage included
 * (413), leaves neither a row nor a file.
 */
export async function addOwnedImage<Owner extends MemberOwned, Row extends StoredImage<string>>(
  em: EntityManager,
  { storage, config }: ImageServices,
  upload: ImageUpload,
  owner: ImageOwner<Owner, Row>,
): Promise<Row> {
  const ofOwner = (o: Owner) => ({ [owner.ownerField]: o }) as FilterQuery<Row>;
  try {
    const caption = upload.caption ? withoutNul(upload.caption).trim().slice(0, 500) || null : null;
    return await attach(em, storage, {
      file: upload.raw,
      limits: imageAttachLimits(owner.maxCount, owner.countMessage),
      prepare: prepareImage,
      lockOwner: owner.lockOwner,
      count: (tx, o) => tx.count(owner.entity, ofOwner(o)),
      async insert(tx, o, file) {
        // The re-encoded size is the one stored and counted; a refusal here removes the file just committed.
        await claimStorage(tx, o.user.id, memberQuotaBytes(config), file.size);
        const taken = await tx.find(owner.entity, ofOwner(o));
        const order = freePosition(
          taken.map((i) => i.order),
          owner.maxCount,
        );
        if (order === null) throw badInput(owner.countMessage, { image: owner.countMessage });
        const row = tx.create(owner.entity, {
          [owner.ownerField]: o,
          fileName: file.key,
          originalFileName: cleanFileName(upload.fileName, file.extension),
          fileSize: file.size,
          mimeType: file.mimeType,
          objectStoragePath: file.key,
          sha256: file.sha256,
          caption,
          order,
          ...owner.extra,
        } as never);
        tx.persist(row);
        return row;
      },
    });
  } finally {
    await upload.raw.discard();
  }
}
