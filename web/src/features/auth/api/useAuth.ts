import { useApolloClient, useMutation } from '@apollo/client/react';
import { signedOut } from '@/lib/sessionStore';
import { LogoutDocument } from './auth.graphql';

// Signing in and registering are in signIn.ts (no Apollo Client on the signed-out screen); signing out is here, in the
// signed-in shell, where the client is.

/** SPEC 4: logout clears cached data and returns to sign-in even if the call fails. */
export function useLogout() {
  const client = useApolloClient();
  const [mutate] = useMutation(LogoutDocument);
  return async () => {
    try {
      await mutate();
    } catch {
      // silent by design
    }
    // Back to the sign-in screen, and every cached member's data dropped (the next sign-in gets a new client).
    signedOut();
    await client.clearStore().catch(() => {});
  };
}
