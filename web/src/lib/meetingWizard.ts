import { createContext, useContext } from 'react';

// How the INITIATE MEETING buttons of other features open the meeting wizard without importing the meetings
// feature: the signed-in shell provides the opener (features/meetings renders the wizard), a button only asks for it.

export interface MeetingWizardOpener {
  open: () => void;
}

export const MeetingWizardContext = createContext<MeetingWizardOpener | null>(null);

/** The opener, or null outside the signed-in shell (a page rendered alone in a test). */
export function useMeetingWizard(): MeetingWizardOpener | null {
  return useContext(MeetingWizardContext);
}

/**
 * 'Start a journal entry from this meeting': the Workplace Journal opens its new-entry form with these notes when
 * its address carries them (the journal reads the query string; neither feature imports the other).
 */
export const NEW_ENTRY_NOTES_PARAM = 'newEntryNotes';
export const journalEntryFromMeetingPath = (notes: string) => `/grievances?${new URLSearchParams({ [NEW_ENTRY_NOTES_PARAM]: notes })}`;
