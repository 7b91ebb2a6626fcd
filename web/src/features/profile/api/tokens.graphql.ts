import { graphql } from '@/gql';

export const AccessTokensDocument = graphql(`
  query AccessTokens {
    accessTokens {
      id
      name
      hint
      scopes
      createdAt
      expiresAt
      lastUsedAt
    }
  }
`);

export const CreateAccessTokenDocument = graphql(`
  mutation CreateAccessToken($input: AccessTokenInput!) {
    createAccessToken(input: $input) {
      token
      accessToken {
        id
        name
        hint
      }
    }
  }
`);

export const RevokeAccessTokenDocument = graphql(`
  mutation RevokeAccessToken($id: ID!) {
    revokeAccessToken(id: $id)
  }
`);

export const ChangePasswordDocument = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      id
    }
  }
`);
