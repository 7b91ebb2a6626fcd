import { useMutation, useQuery } from '@apollo/client/react';
import { BULLETIN_REFRESH_MS } from '@union/rules/bulletins';
import type { FeedBulletinFieldsFragment } from '@/gql/graphql';
import { FeedBulletinsDocument, SetBulletinVisibilityDocument } from './bulletins.graphql';

export type FeedBulletin = FeedBulletinFieldsFragment;

/** The member feed: the active bulletins, refreshed every 30 s. */
export function useFeedBulletins() {
  const { data, loading, error } = useQuery(FeedBulletinsDocument, { pollInterval: BULLETIN_REFRESH_MS });
  return { bulletins: data?.bulletins ?? [], loading: loading && !data, error: data ? undefined : error };
}

/** Subscribes to (or unsubscribes from) a private bulletin; the cache updates the card by its id. */
export function useSetBulletinVisibility() {
  const [mutate, state] = useMutation(SetBulletinVisibilityDocument);
  const setVisibility = (id: string, hasOptedIn: boolean) => mutate({ variables: { id, hasOptedIn } });
  return [setVisibility, state] as const;
}
