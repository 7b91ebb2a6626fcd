import { graphql } from '@/gql/shell';

export const HomeAnnouncementsDocument = graphql(`
  query HomeAnnouncements {
    bulletins {
      id
      title
      content
      type
      isActive
      publishedAt
      expiresAt
    }
  }
`);
