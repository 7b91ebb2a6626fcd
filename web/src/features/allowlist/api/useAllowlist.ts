import { useMutation, useQuery } from '@apollo/client/react';
import { evictRootFields } from '@/lib/apollo';
import { AddAllowlistEmailDocument, AllowlistDocument, RemoveAllowlistEmailDocument } from './allowlist.graphql';

const afterAllowlistWrite = { update: evictRootFields('emailAllowlist', 'adminOverview') };

export const useAllowlist = () => useQuery(AllowlistDocument, { fetchPolicy: 'cache-and-network' });
export const useAddAllowlistEmail = () => useMutation(AddAllowlistEmailDocument, afterAllowlistWrite);
export const useRemoveAllowlistEmail = () => useMutation(RemoveAllowlistEmailDocument, afterAllowlistWrite);
