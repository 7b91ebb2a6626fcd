import { graphql } from '@/gql';

/** What a member may ask for in a meeting that could lead to discipline, for this local (home, meeting wizard). */
export const RepresentationRightsDocument = graphql(`
  query RepresentationRights {
    representationRights {
      laborLaw
      laborLawLabel
      provision {
        reference
        allowsDeclining
        sectionId
        confirmedAt
      }
      script {
        kind
        basis
        words
        steps
      }
    }
  }
`);
