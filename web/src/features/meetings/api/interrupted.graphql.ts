import { graphql } from '@/gql/shell';

// What the signed-in shell asks on every visit to find a recording left unfinished (InterruptedRecordings): only the
// fields it reads, not the Meetings list's transcripts and photos; in the shell's own small documents module.
export const InterruptedMeetingsDocument = graphql(`
  query InterruptedMeetings {
    meetings {
      id
      recordings {
        id
        status
        startedAt
        audio {
          durationSeconds
        }
      }
    }
  }
`);
