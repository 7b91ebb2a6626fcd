import { useState } from 'react';
import { type LoginInput, LoginDocument, type RegisterInput, RegisterDocument } from '@/gql/signed-out/graphql';
import { request } from '@/lib/sessionClient';
import { type SessionUser, signedIn } from '@/lib/sessionStore';

// Sign in and register from the signed-out screen, without Apollo Client (lib/sessionClient.ts): the member they
// return becomes the session, and the signed-in shell loads with it.

function useSignInCall<TInput>(call: (input: TInput) => Promise<SessionUser | null>) {
  const [loading, setLoading] = useState(false);
  const run = async (input: TInput) => {
    setLoading(true);
    try {
      const user = await call(input);
      if (user) signedIn(user);
      return user;
    } finally {
      setLoading(false);
    }
  };
  return [run, { loading }] as const;
}

export function useLogin() {
  return useSignInCall(async (input: LoginInput) => (await request(LoginDocument, { input })).login ?? null);
}

export function useRegister() {
  return useSignInCall(async (input: RegisterInput) => (await request(RegisterDocument, { input })).register ?? null);
}
