import type { GraphiQLProps } from 'graphiql';

// The saved example operations, one tab each, in the order an integrator meets them. Field names are the
// schema's (schema.graphql); the first lines of each say what it does, short enough for the editor's width.

const MY_JOURNAL = `# My journal entries with witnesses:
# your journal entries, newest first,
# with the people who saw what happened.
# Press ▶ to run it with your session.
# To use an access token instead, put
# {"Authorization": "Bearer uc_pat_..."}
# in Headers below.
query MyJournalEntriesWithWitnesses {
  journalEntries {
    id
    entryDate
    shift
    status
    incidentNotes
    event {
      eventTitle
    }
    participants {
      order
      name
      jobTitle
      employeeNumber
      notes
    }
  }
}
`;

const BULLETINS = `# Bulletins: the union's active
# bulletins, newest first; hasOptedIn
# says whether you opted in to a
# private one.
query Bulletins {
  bulletins {
    id
    title
    type
    content
    isPublic
    hasOptedIn
    publishedAt
    expiresAt
  }
}
`;

const STEWARDS_BY_SHIFT = `# Stewards by shift: the shop steward
# directory with each steward's shift
# (day, night or swing). shopStewards
# takes no shift filter, so every active
# steward comes back: keep the rows
# whose shift you want (e.g. "night").
query StewardsByShift {
  shopStewards {
    shift
    name
    position
    department
    phoneNumber
    email
  }
}
`;

export const EXAMPLE_TABS: NonNullable<GraphiQLProps['defaultTabs']> = [
  { query: MY_JOURNAL },
  { query: BULLETINS },
  { query: STEWARDS_BY_SHIFT },
];
