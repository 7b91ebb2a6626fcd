import { type ReactNode, useMemo, useState } from 'react';
import { MeetingWizardContext } from '@/lib/meetingWizard';
import { useMeetingApi } from '../../api/useMeetings';
import { indexedDbBackend } from '../../lib/chunkStore';
import { InterruptedRecordings } from '../InterruptedRecordings/InterruptedRecordings';
import { MeetingWizard } from '../MeetingWizard/MeetingWizard';

/**
 * Provided by the signed-in shell: any INITIATE MEETING button opens the one wizard, which keeps its state while it
 * is closed mid-way (a recording in progress is never dropped by a page change), and a recording interrupted on an
 * earlier visit is offered back.
 */
export function MeetingWizardHost({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  const api = useMeetingApi();
  const [store] = useState(() => indexedDbBackend());
  const opener = useMemo(() => ({ open: () => setOpened(true) }), []);
  return (
    <MeetingWizardContext.Provider value={opener}>
      {children}
      <MeetingWizard opened={opened} onClose={() => setOpened(false)} api={api} store={store} />
      <InterruptedRecordings store={store} />
    </MeetingWizardContext.Provider>
  );
}
