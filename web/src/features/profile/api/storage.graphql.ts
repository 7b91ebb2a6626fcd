import { graphql } from '@/gql';

export const StorageUsageDocument = graphql(`
  query StorageUsage {
    storageUsage {
      usedBytes
      quotaBytes
    }
  }
`);
