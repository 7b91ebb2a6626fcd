import { graphql } from '@/gql';

export const UpdateProfileDocument = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      ...CurrentUserFields
    }
  }
`);
