import { useMutation, useQuery } from '@apollo/client/react';
import type { AdminStewardFieldsFragment } from '@/gql/graphql';
import { evictRootFields } from '@/lib/apollo';
import {
  AllShopStewardsDocument,
  CreateShopStewardDocument,
  DeactivateShopStewardDocument,
  UpdateShopStewardDocument,
} from './manageStewards.graphql';

export type AdminSteward = AdminStewardFieldsFragment;

const afterStewardWrite = { update: evictRootFields('shopStewards', 'allShopStewards', 'adminOverview') };

export const useAllStewards = () => useQuery(AllShopStewardsDocument, { fetchPolicy: 'cache-and-network' });
export const useCreateSteward = () => useMutation(CreateShopStewardDocument, afterStewardWrite);
export const useUpdateSteward = () => useMutation(UpdateShopStewardDocument, afterStewardWrite);
export const useDeactivateSteward = () => useMutation(DeactivateShopStewardDocument, afterStewardWrite);
