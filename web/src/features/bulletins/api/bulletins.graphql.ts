import { graphql } from '@/gql';

export const FeedBulletinFieldsFragment = graphql(`
  fragment FeedBulletinFields on Bulletin {
    id
    title
    content
    type
    isPublic
    isActive
    publishedAt
    expiresAt
    hasOptedIn
  }
`);

export const FeedBulletinsDocument = graphql(`
  query FeedBulletins {
    bulletins {
      ...FeedBulletinFields
    }
  }
`);

export const SetBulletinVisibilityDocument = graphql(`
  mutation SetBulletinVisibility($id: ID!, $hasOptedIn: Boolean!) {
    setBulletinVisibility(id: $id, hasOptedIn: $hasOptedIn) {
      id
      hasOptedIn
    }
  }
`);
