import { graphql } from '../../../gql';

export const CurrentUserFieldsFragment = graphql(`
  fragment CurrentUserFields on User {
    id
    username
    firstName
    lastName
    personalEmail
    phoneNumber
    employeeNumber
    employmentStatus
    isAdmin
    isSuperAdmin
  }
`);

export const MeDocument = graphql(`
  query Me {
    me {
      ...CurrentUserFields
    }
  }
`);

export const LoginDocument = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      ...CurrentUserFields
    }
  }
`);

export const RegisterDocument = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      ...CurrentUserFields
    }
  }
`);

export const LogoutDocument = graphql(`
  mutation Logout {
    logout
  }
`);

export const BrandingDocument = graphql(`
  query Branding {
    branding {
      unionName
      localNumber
      hubName
      contractDate
    }
  }
`);
