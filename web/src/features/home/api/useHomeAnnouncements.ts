import type { ApolloClient } from '@apollo/client';
import { useEffect, useState } from 'react';
import type { HomeAnnouncementsQuery } from '@/gql/shell/graphql';
import { earlyHomeAnnouncements, loadMemberClient, useMemberClient } from '@/lib/memberClient';
import { HomeAnnouncementsDocument } from './home.graphql';

export interface HomeAnnouncementsState {
  data?: HomeAnnouncementsQuery;
  loading: boolean;
  error: boolean;
}

interface Watched extends HomeAnnouncementsState {
  client: ApolloClient;
}

/**
 * The home's announcements. Until the member's Apollo Client exists they are the answer the page's first script asked
 * for (no Apollo Client on the home's first screen); then they are the client's HomeAnnouncements query (seeded with
 * that answer), so what an admin's write drops from its cache is asked for again. Without an early answer (a sign-in
 * through the form, a failed request) the client is made and asks.
 */
export function useHomeAnnouncements(): HomeAnnouncementsState {
  const client = useMemberClient();
  const early = earlyHomeAnnouncements();
  const [watched, setWatched] = useState<Watched>();
  // An early answer arriving after the first render.
  const [, setArrived] = useState(early?.arrived);

  useEffect(() => {
    if (client) {
      const subscription = client.watchQuery({ query: HomeAnnouncementsDocument }).subscribe({
        next: ({ data, loading, error }) =>
          setWatched({ client, data: data as HomeAnnouncementsQuery | undefined, loading, error: !!error }),
        error: () => setWatched({ client, loading: false, error: true }),
      });
      return () => subscription.unsubscribe();
    }
    let active = true;
    const ask = () => {
      if (active) loadMemberClient().catch(() => {});
    };
    // The early answer, whenever it arrives (before this render, after it, or between it and this effect): shown,
    // or when there is none, the client asks.
    if (!early) ask();
    else
      early.data.then((data) => {
        if (data && active) setArrived(data);
        else ask();
      });
    return () => {
      active = false;
    };
  }, [client, early]);

  if (client && watched?.client === client && (watched.data || !watched.loading)) return watched;
  if (client) {
    // Not heard from the client yet: its cache (seeded with the early answer) answers at once.
    const cached = client.readQuery({ query: HomeAnnouncementsDocument });
    if (cached) return { data: cached, loading: false, error: false };
  }
  if (early?.arrived) return { data: early.arrived, loading: false, error: false };
  return { loading: true, error: false };
}
