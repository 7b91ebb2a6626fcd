import { graphql } from '@/gql';

// Step 0 asks the contract engine for the local contract's own provision on investigatory meetings; the answer carries
// the words to say for this local (its labour-law regime and the provision an officer confirmed).
export const MeetingRightsProvisionDocument = graphql(`
  mutation MeetingRightsProvision($question: String!) {
    askContract(question: $question) {
      answer
      confidence
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
