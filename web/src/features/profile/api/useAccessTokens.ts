import { useMutation, useQuery } from '@apollo/client/react';
import type { AccessTokensQuery } from '@/gql/graphql';
import { AccessTokensDocument, ChangePasswordDocument, CreateAccessTokenDocument, RevokeAccessTokenDocument } from './tokens.graphql';

export type AccessTokenRow = AccessTokensQuery['accessTokens'][number];

const refetchTokens = { refetchQueries: [AccessTokensDocument], awaitRefetchQueries: true };

export const useAccessTokens = () => useQuery(AccessTokensDocument, { fetchPolicy: 'cache-and-network' });

/**
 * The secret lives only in this mutation's result, held by the card until Done (then `reset()` drops it): `no-cache`
 * keeps it out of Apollo's normalised cache, and nothing writes it to storage.
 */
export const useCreateAccessToken = () => useMutation(CreateAccessTokenDocument, { fetchPolicy: 'no-cache', ...refetchTokens });

export const useRevokeAccessToken = () => useMutation(RevokeAccessTokenDocument, refetchTokens);

/** Changing the password revokes every token on the server: the list is fetched again (and comes back empty). */
export const useChangePassword = () => useMutation(ChangePasswordDocument, refetchTokens);
