import { graphql } from '@/gql';

/** As POST /api/journal/analyze-for-grievance: contract articles an incident may have violated, and why. */
export const AnalyzeForGrievanceDocument = graphql(`
  mutation AnalyzeForGrievance($journalContent: String!) {
    analyzeForGrievance(journalContent: $journalContent) {
      suggestedArticles {
        article
        reason
        confidence
        sectionId
      }
    }
  }
`);

/** As POST /api/grievances, from an entry: the grievance (a draft) with the entry's photos as its evidence. */
export const CreateGrievanceDocument = graphql(`
  mutation CreateGrievance($input: GrievanceInput!) {
    createGrievance(input: $input) {
      id
      title
      status
      journalEntryId
    }
  }
`);
