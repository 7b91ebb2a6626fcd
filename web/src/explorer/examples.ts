import type { GraphiQLProps } from 'graphiql';

// The saved example operations, one tab each, in the order an integrator meets them (issue 14). Field names are the
// schema's (schema.graphql); the first line of each says what it does, since that is what the tab shows first.

const MY_JOURNAL = `# My journal entries with witnesses: every entry of the signed-in member (newest entry date first), with the
# people who saw what happened. Run it with the ▶ button. It uses your session; to use an access token instead,
# put {"Authorization": "Bearer uc_pat_..."} in the Headers tab below.
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

const BULLETINS = `# Bulletins: the union's active bulletins, newest first, and whether you opted in to each private one.
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

const STEWARDS_BY_SHIFT = `# Stewards by shift: the shop steward directory with each steward's shift (day, night or swing).
# shopStewards takes no shift filter: every active steward comes back, so group or filter on the shift field
# yourself (for example keep the rows whose shift is "night").
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
