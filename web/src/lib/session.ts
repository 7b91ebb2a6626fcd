import { useQuery } from '@apollo/client/react';
import type { CurrentUserFieldsFragment } from '@/gql/graphql';
import { BrandingDocument, MeDocument } from './session.graphql';
import { DEFAULT_BRANDING } from './sessionStore';

export type CurrentUser = CurrentUserFieldsFragment;

// The signed-in side (inside the shell's Apollo Client; the signed-out screens read lib/sessionStore.ts instead).

/** The signed-in member (null when signed out). Cached; refreshed after login, registration, logout, profile update. */
export function useCurrentUser() {
  const { data, loading, error, refetch } = useQuery(MeDocument);
  return { user: data?.me ?? null, loading: loading && !data, error, refetch };
}

export function useBranding() {
  const { data } = useQuery(BrandingDocument);
  return data?.branding ?? DEFAULT_BRANDING;
}
