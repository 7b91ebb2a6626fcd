import { graphql } from '@/gql';

export const AskContractDocument = graphql(`
  mutation AskContract($question: String!) {
    askContract(question: $question) {
      answer
      timestamp
      confidence
      sources
      citations {
        reference
        sectionId
      }
      representation {
        basis
        words
        steps
      }
    }
  }
`);

export const ContractOutlineDocument = graphql(`
  query ContractOutline {
    contractOutline {
      id
      title
      kind
      label
      effectiveDate
      version
      sourceFileName
      createdAt
      sectionList {
        id
        reference
      }
    }
  }
`);
