import { graphql } from '@/gql';

/** One contract section's full text: what a cited article opens to (Contract Assistant sources, grievance suggestions). */
export const ContractSectionDocument = graphql(`
  query ContractSection($id: ID!) {
    contractSection(id: $id) {
      id
      reference
      articleLabel
      articleTitle
      sectionNumber
      sectionTitle
      text
      documentTitle
      effectiveDate
      isCurrent
    }
  }
`);
