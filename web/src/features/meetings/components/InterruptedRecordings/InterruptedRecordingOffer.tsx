import { Affix, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { formatDateTime } from '@/lib/format';
import { isRefusedAsTooLarge } from '@/lib/upload';
import { useFinishMeetingRecording } from '../../api/useMeetings';
import { uploadRecordingChunk } from '../../api/uploads';
import { type ChunkBackend, type RecordingRef, uploadPending } from '../../lib/chunkStore';
import { TOAST } from '../../lib/messages';
import { notify } from '../../lib/notify';

export interface Interrupted extends RecordingRef {
  startedAt: string;
  durationSeconds: number | null;
  /** Chunks of it are still on this device. */
  local: boolean;
}

interface OfferProps {
  recording: Interrupted;
  store: ChunkBackend;
  /** Resumed, discarded or put off until a later visit: the next one (if any) is offered. */
  onDone: () => void;
}

/** One interrupted recording offered back (found by InterruptedRecordings): resume its upload, or discard the rest. */
export function InterruptedRecordingOffer({ recording, store, onDone }: OfferProps) {
  const [finishRecording] = useFinishMeetingRecording();
  const finish = () => finishRecording({ variables: { id: recording.recordingId, durationSeconds: recording.durationSeconds } });
  const [busy, setBusy] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);

  const resume = async () => {
    setBusy(true);
    try {
      if (recording.local) await uploadPending(store, recording, uploadRecordingChunk);
      await finish();
      await store.deleteRecording(recording.recordingId).catch(() => {});
      onDone();
      notify(
        { title: 'Recording Recovered', message: 'The interrupted recording is saved with its meeting, in My Grievances under Meetings.' },
        'green',
      );
    } catch (error) {
      // A full storage is not a connection problem: the member is told what to do (free space), and the audio stays here.
      notify(
        isRefusedAsTooLarge(error)
          ? TOAST.audioRefusedKeptOnDevice(error.message)
          : { title: 'Upload Incomplete', message: 'The recording is still kept on this device. Please try again when you are connected.' },
        'yellow',
      );
    } finally {
      setBusy(false);
    }
  };

  /** Gives up on what is left on this device; what reached the server is closed and kept with the meeting. */
  const discard = async () => {
    setBusy(true);
    await store.deleteRecording(recording.recordingId).catch(() => {});
    await finish().catch(() => {});
    setConfirmDiscard(false);
    setBusy(false);
    onDone();
  };

  return (
    <Affix position={{ bottom: 16, right: 16, left: 16 }} zIndex={200}>
      <Card withBorder shadow="md" radius="md" p="md" maw={440} ml="auto" role="region" aria-label="Interrupted recording">
        <Stack gap="xs">
          <Text fw={700}>An interrupted meeting recording was found</Text>
          <Text size="sm">
            Started {formatDateTime(recording.startedAt)}
            {recording.local ? '. Part of the audio is still on this device.' : '.'} Resume to upload it and finish the recording.
          </Text>
          <Group gap="xs" justify="flex-end">
            <Button variant="default" onClick={onDone} disabled={busy}>
              Later
            </Button>
            <Button variant="default" color="red" onClick={() => setConfirmDiscard(true)} disabled={busy}>
              Discard
            </Button>
            <Button onClick={resume} loading={busy}>
              Resume upload
            </Button>
          </Group>
        </Stack>
      </Card>
      <ConfirmDialog
        opened={confirmDiscard}
        title="Discard the rest of this recording?"
        confirmLabel="Discard"
        loading={busy}
        onConfirm={discard}
        onClose={() => setConfirmDiscard(false)}
      >
        {recording.local
          ? 'The audio still on this device is deleted. What was already uploaded stays with the meeting.'
          : 'The recording is closed with what was already uploaded, and kept with the meeting.'}
      </ConfirmDialog>
    </Affix>
  );
}
