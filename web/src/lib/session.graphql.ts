import { graphql } from '@/gql/shell';

// The signed-in member and the local's branding: read by the shell, the guards and several features.
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
    department
    isAdmin
    isSuperAdmin
    isSteward
  }
`);

export const MeDocument = graphql(`
  query Me {
    me {
      ...CurrentUserFields
    }
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
