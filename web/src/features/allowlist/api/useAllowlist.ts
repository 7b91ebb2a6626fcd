import { useMutation, useQuery } from '@apollo/client/react';
import type { EmailAllowlistQuery } from '@/gql/graphql';
import { evictRootFields } from '@/lib/apollo';
import { AddAllowlistEmailDocument, AllowlistDocument, RemoveAllowlistEmailDocument } from './allowlist.graphql';

export type AllowlistEntry = EmailAllowlistQuery['emailAllowlist'][number];

const afterAllowlistWrite = { update: evictRootFields('emailAllowlist', 'adminOverview') };

export const useAllowlist = () => useQuery(AllowlistDocument, { fetchPolicy: 'cache-and-network' });
export const useAddAllowlistEmail = () => useMutation(AddAllowlistEmailDocument, afterAllowlistWrite);
export const useRemoveAllowlistEmail = () => useMutation(RemoveAllowlistEmailDocument, afterAllowlistWrite);
