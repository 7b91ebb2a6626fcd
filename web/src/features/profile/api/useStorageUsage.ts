import { useQuery } from '@apollo/client/react';
import { StorageUsageDocument } from './storage.graphql';

/** The member's storage use, read again on every visit (recordings and photos change it elsewhere). */
export const useStorageUsage = () => useQuery(StorageUsageDocument, { fetchPolicy: 'cache-and-network' });
