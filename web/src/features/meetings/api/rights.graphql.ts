import { graphql } from '@/gql';

// Step 0 asks the contract engine for the local contract's own provision on investigatory meetings.
export const MeetingRightsProvisionDocument = graphql(`
  mutation MeetingRightsProvision($question: String!) {
    askContract(question: $question) {
      answer
      confidence
      citations {
        reference
        sectionId
      }
    }
  }
`);

// Step 1's shortcut: a steward from the directory.
export const MeetingStewardsDocument = graphql(`
  query MeetingStewards {
    shopStewards {
      id
      name
      position
      department
    }
  }
`);
