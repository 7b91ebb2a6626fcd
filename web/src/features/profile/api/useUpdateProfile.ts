import { useMutation } from '@apollo/client/react';
import { MeDocument } from '@/lib/session.graphql';
import { UpdateProfileDocument } from './profile.graphql';

/** Saves the profile; the current user (and so the header and the AI personalisation) follows at once. */
export function useUpdateProfile() {
  return useMutation(UpdateProfileDocument, {
    update(cache, { data }) {
      if (data?.updateProfile) cache.writeQuery({ query: MeDocument, data: { me: data.updateProfile } });
    },
  });
}
