import { graphql } from '@/gql';

export const AllowlistDocument = graphql(`
  query EmailAllowlist {
    emailAllowlist {
      id
      email
      isActive
      addedAt
      addedByUser {
        firstName
        lastName
        employeeNumber
      }
    }
  }
`);

export const AddAllowlistEmailDocument = graphql(`
  mutation AddAllowlistEmail($input: AllowlistInput!) {
    addAllowlistEmail(input: $input) {
      id
      email
    }
  }
`);

export const RemoveAllowlistEmailDocument = graphql(`
  mutation RemoveAllowlistEmail($email: String!) {
    removeAllowlistEmail(email: $email)
  }
`);
