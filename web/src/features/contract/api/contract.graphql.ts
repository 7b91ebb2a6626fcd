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
    }
  }
`);

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
