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

// Where the right to representation comes from for this local (the 'Need Union Representation?' card).
export const HomeRepresentationDocument = graphql(`
  query HomeRepresentation {
    representationRights {
      script {
        basis
      }
    }
  }
`);
