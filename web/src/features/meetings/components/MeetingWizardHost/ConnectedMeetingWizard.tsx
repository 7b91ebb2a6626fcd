import { useMeetingApi } from '../../api/useMeetings';
import type { ChunkBackend } from '../../lib/chunkStore';
import { MeetingWizard } from '../MeetingWizard/MeetingWizard';

interface Props {
  opened: boolean;
  onClose: () => void;
  store: ChunkBackend;
}

/** The wizard on the server's API, which loads with it on the first INITIATE MEETING (not with the shell). */
export function ConnectedMeetingWizard({ opened, onClose, store }: Props) {
  const api = useMeetingApi();
  return <MeetingWizard opened={opened} onClose={onClose} api={api} store={store} />;
}
