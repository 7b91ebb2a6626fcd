import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { ShopStewardsQuery } from '@/gql/graphql';
import { endedTheSession } from '@/lib/errors';
import { useCurrentUser } from '@/lib/session';
import { ShopStewardsDocument } from './stewards.graphql';

export type Steward = ShopStewardsQuery['shopStewards'][number];

/**
 * The directory: fetched only when signed in. A 401 re-checks the session (the shell then shows the
 * sign-in screen if it has ended) and is not retried; any other error is retried once before it is shown.
 */
export function useShopStewards() {
  const { user, refetch: recheckSession } = useCurrentUser();
  const { data, error, loading, refetch } = useQuery(ShopStewardsDocument, { skip: !user, notifyOnNetworkStatusChange: true });
  const [retried, setRetried] = useState(false);
  const unauthenticated = error ? endedTheSession(error) : false;

  useEffect(() => {
    if (!error) return;
    if (unauthenticated) void recheckSession().catch(() => undefined);
    else if (!retried) {
      setRetried(true);
      void refetch().catch(() => undefined);
    }
  }, [error, unauthenticated, retried, recheckSession, refetch]);

  if (data) return { stewards: data.shopStewards, loading: false, error: undefined };
  if (error && !loading && (retried || unauthenticated)) return { stewards: [], loading: false, error };
  return { stewards: [], loading: true, error: undefined };
}
