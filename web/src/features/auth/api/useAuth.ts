import { useApolloClient, useMutation } from '@apollo/client/react';
import type { LoginInput, RegisterInput } from '@/gql/graphql';
import { type CurrentUser } from '@/lib/session';
import { MeDocument } from '@/lib/session.graphql';
import { LoginDocument, LogoutDocument, RegisterDocument } from './auth.graphql';

function useRememberUser() {
  const client = useApolloClient();
  return (user: CurrentUser) => client.writeQuery({ query: MeDocument, data: { me: user } });
}

export function useLogin() {
  const [mutate, state] = useMutation(LoginDocument);
  const remember = useRememberUser();
  const login = async (input: LoginInput) => {
    const { data } = await mutate({ variables: { input } });
    if (data?.login) remember(data.login);
    return data?.login ?? null;
  };
  return [login, state] as const;
}

export function useRegister() {
  const [mutate, state] = useMutation(RegisterDocument);
  const remember = useRememberUser();
  const register = async (input: RegisterInput) => {
    const { data } = await mutate({ variables: { input } });
    if (data?.register) remember(data.register);
    return data?.register ?? null;
  };
  return [register, state] as const;
}

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
    // Drops every cached member's data and asks the server again who is signed in (no one, or an error: both
    // show the sign-in screen).
    await client.resetStore().catch(() => {});
  };
}
