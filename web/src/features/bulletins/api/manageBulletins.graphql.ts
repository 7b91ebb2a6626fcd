import { graphql } from '@/gql';

// Bulletin Management (administrators)
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
