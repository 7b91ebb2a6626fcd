import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  AddAllowlistEmailDocument,
  AdminBulletinsDocument,
  AdminOverviewDocument,
  AllowlistDocument,
  AllShopStewardsDocument,
  CreateBulletinDocument,
  CreateShopStewardDocument,
  DeactivateShopStewardDocument,
  DeleteBulletinDocument,
  RemoveAllowlistEmailDocument,
  UpdateBulletinDocument,
  UpdateShopStewardDocument,
} from './admin.graphql';

/**
 * After an admin write, the lists and counts it changes are dropped from the cache: the ones on screen refetch at
 * once, the others (the member feed, the Home announcements, the directory) when they are next shown.
 */
const evict =
  (...fieldNames: string[]) =>
  (cache: ApolloCache) => {
    for (const fieldName of fieldNames) cache.evict({ id: 'ROOT_QUERY', fieldName });
    cache.gc();
  };
const afterBulletinWrite = { update: evict('bulletins', 'adminOverview') };
const afterAllowlistWrite = { update: evict('emailAllowlist', 'adminOverview') };
const afterStewardWrite = { update: evict('shopStewards', 'allShopStewards', 'adminOverview') };

export const useAdminOverview = () => useQuery(AdminOverviewDocument, { fetchPolicy: 'cache-and-network' });

export const useAdminBulletins = () => useQuery(AdminBulletinsDocument, { fetchPolicy: 'cache-and-network' });
export const useCreateBulletin = () => useMutation(CreateBulletinDocument, afterBulletinWrite);
export const useUpdateBulletin = () => useMutation(UpdateBulletinDocument, afterBulletinWrite);
export const useDeleteBulletin = () => useMutation(DeleteBulletinDocument, afterBulletinWrite);

export const useAllowlist = () => useQuery(AllowlistDocument, { fetchPolicy: 'cache-and-network' });
export const useAddAllowlistEmail = () => useMutation(AddAllowlistEmailDocument, afterAllowlistWrite);
export const useRemoveAllowlistEmail = () => useMutation(RemoveAllowlistEmailDocument, afterAllowlistWrite);

export const useAllStewards = () => useQuery(AllShopStewardsDocument, { fetchPolicy: 'cache-and-network' });
export const useCreateSteward = () => useMutation(CreateShopStewardDocument, afterStewardWrite);
export const useUpdateSteward = () => useMutation(UpdateShopStewardDocument, afterStewardWrite);
export const useDeactivateSteward = () => useMutation(DeactivateShopStewardDocument, afterStewardWrite);
