import type { EntityManager } from '@mikro-orm/postgresql';
import { Field, Float, ObjectType } from 'type-graphql';
import type { Config } from '../../config.js';
import { memberQuotaBytes, memberStorageUsage } from '../../storage/quota.js';
import type { User } from '../../auth/user.entity.js';

@ObjectType({
  description:
    "What the signed-in member's stored files take: meeting recordings and the photos of their journal entries, grievances and meetings, against their quota.",
})
export class StorageUsage {
  @Field(() => Float, {
    description: 'Bytes stored now (recordings as uploaded, photos after re-encoding). Deleting a meeting or a photo frees its bytes.',
  })
  usedBytes!: number;

  @Field(() => Float, {
    description:
      'The most bytes the member may store (the server\'s MEMBER_STORAGE_QUOTA_MB). An upload that would pass it is refused: PAYLOAD_TOO_LARGE (413) "Your storage is full ...".',
  })
  quotaBytes!: number;
}

/** The actor's own usage and quota (GraphQL `storageUsage`, REST GET /api/users/storage). */
export async function storageUsageOf(
  em: EntityManager,
  config: Pick<Config, 'MEMBER_STORAGE_QUOTA_MB'>,
  actor: Pick<User, 'id'>,
): Promise<StorageUsage> {
  return Object.assign(new StorageUsage(), await memberStorageUsage(em, actor.id, memberQuotaBytes(config)));
}
