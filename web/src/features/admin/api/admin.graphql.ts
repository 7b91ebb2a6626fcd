import { graphql } from '@/gql';

export const AdminOverviewDocument = graphql(`
  query AdminOverview {
    adminOverview {
      members
      administrators
      activeStewards
      activeBulletins
      allowlistedEmails
      activeAllowlistedEmails
    }
  }
`);

// Bulletin Management
export const AdminBulletinFieldsFragment = graphql(`
  fragment AdminBulletinFields on Bulletin {
    id
    title
    content
    type
    isPublic
    isActive
    publishedAt
    expiresAt
    createdAt
  }
`);

export const AdminBulletinsDocument = graphql(`
  query AdminBulletins {
    bulletins(includeInactive: true) {
      ...AdminBulletinFields
    }
  }
`);

export const CreateBulletinDocument = graphql(`
  mutation CreateBulletin($input: BulletinInput!) {
    createBulletin(input: $input) {
      ...AdminBulletinFields
    }
  }
`);

export const UpdateBulletinDocument = graphql(`
  mutation UpdateBulletin($id: ID!, $input: BulletinUpdateInput!) {
    updateBulletin(id: $id, input: $input) {
      ...AdminBulletinFields
    }
  }
`);

export const DeleteBulletinDocument = graphql(`
  mutation DeleteBulletin($id: ID!) {
    deleteBulletin(id: $id)
  }
`);

// Email Allowlist
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

// Shop stewards (managed on /admin/members)
export const AdminStewardFieldsFragment = graphql(`
  fragment AdminStewardFields on ShopSteward {
    id
    name
    position
    department
    shift
    phoneNumber
    email
    isActive
  }
`);

export const AllShopStewardsDocument = graphql(`
  query AllShopStewards {
    allShopStewards {
      ...AdminStewardFields
    }
  }
`);

export const CreateShopStewardDocument = graphql(`
  mutation CreateShopSteward($input: StewardInput!) {
    createShopSteward(input: $input) {
      ...AdminStewardFields
    }
  }
`);

export const UpdateShopStewardDocument = graphql(`
  mutation UpdateShopSteward($id: ID!, $input: StewardUpdateInput!) {
    updateShopSteward(id: $id, input: $input) {
      ...AdminStewardFields
    }
  }
`);

export const DeactivateShopStewardDocument = graphql(`
  mutation DeactivateShopSteward($id: ID!) {
    deactivateShopSteward(id: $id) {
      ...AdminStewardFields
    }
  }
`);
