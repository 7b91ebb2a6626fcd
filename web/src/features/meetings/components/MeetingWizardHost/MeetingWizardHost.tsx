import { type ComponentProps, lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { keptPiece } from '@/lib/keptWork';
import { MeetingWizardContext } from '@/lib/meetingWizard';
import { indexedDbBackend } from '../../lib/chunkStore';
import { KEPT_WIZARD, wasLeftOpen } from '../../lib/keptWizard';
import { InterruptedRecordings } from '../InterruptedRecordings/InterruptedRecordings';

// The wizard (its steps, recorder, selects and popovers, and its server API) loads on the first INITIATE MEETING, not
// with every page.
// It talks to the server through the member's Apollo Client, made with it (the shell itself runs without it).
const MeetingWizard = lazy(() =>
  Promise.all([import('./ConnectedMeetingWizard'), import('@/lib/memberApollo')]).then(
    ([{ ConnectedMeetingWizard }, { WithMemberApollo }]) => ({
      default: (props: ComponentProps<typeof ConnectedMeetingWizard>) => (
        <WithMemberApollo>
          <ConnectedMeetingWizard {...props} />
        </WithMemberApollo>
      ),
    }),
  ),
);

/**
 * Provided by the signed-in shell: any INITIATE MEETING button opens the one wizard, which keeps its state while it
 * is closed mid-way (a recording in progress is never dropped by a page change), and a recording interrupted on an
 * earlier visit is offered back.
 */
export function MeetingWizardHost({ children }: { children: ReactNode }) {
  // A meeting left in the open wizard (the session ended, the tab closed) opens again where it was.
  const [opened, setOpened] = useState(() => wasLeftOpen(keptPiece(KEPT_WIZARD)));
  // Mounted from the first opening on and never unmounted: closing mid-way keeps the wizard's state.
  const [everOpened, setEverOpened] = useState(opened);
  const [store] = useState(() => indexedDbBackend());
  const opener = useMemo(
    () => ({
      open: () => {
        setEverOpened(true);
        setOpened(true);
      },
    }),
    [],
  );
  return (
    <MeetingWizardContext.Provider value={opener}>
      {children}
      {everOpened && (
        <Suspense fallback={null}>
          <MeetingWizard opened={opened} onClose={() => setOpened(false)} store={store} />
        </Suspense>
      )}
      <InterruptedRecordings store={store} />
    </MeetingWizardContext.Provider>
  );
}
