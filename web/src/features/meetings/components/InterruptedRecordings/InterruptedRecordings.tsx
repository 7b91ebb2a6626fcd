import { useApolloClient } from '@apollo/client/react';
import { Affix, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { formatDateTime } from '@/lib/format';
import { MeetingsDocument } from '../../api/meetings.graphql';
import { useFinishMeetingAudio } from '../../api/useMeetings';
import { uploadMeetingAudioChunk } from '../../api/uploads';
import { type ChunkBackend, uploadPending } from '../../lib/chunkStore';
import { notify } from '../../lib/notify';

interface Interrupted {
  meetingId: string;
  startedAt: string;
  durationSeconds: number | null;
  /** Chunks of it are still on this device. */
  local: boolean;
}

/**
 * Finds recordings a closed tab or a lost connection interrupted: chunks left in this browser's IndexedDB, or a
 * meeting the server still has as 'recording'. Offers to resume uploading them and finish them.
 */
export function InterruptedRecordings({ store }: { store: ChunkBackend }) {
  const client = useApolloClient();
  const [finishAudio] = useFinishMeetingAudio();
  const [found, setFound] = useState<Interrupted[]>([]);
  const [busy, setBusy] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const local = await store.recordings().catch(() => []);
      const server = await client
        .query({ query: MeetingsDocument, fetchPolicy: 'network-only' })
        .then((r) => r.data?.meetings ?? null)
        .catch(() => null);
      const recordingOnServer = new Set((server ?? []).filter((m) => m.status === 'recording').map((m) => m.id));
      const byId = new Map<string, Interrupted>();
      for (const r of local) {
        // The server answered and no longer records it (closed, or deleted): nothing is left to resume.
        if (server && !recordingOnServer.has(r.meetingId)) {
          await store.deleteRecording(r.meetingId).catch(() => {});
          continue;
        }
        // Every chunk may already be on the server (the tab closed between two chunks): then nothing is on the device.
        const left = await store.chunks(r.meetingId).catch(() => []);
        byId.set(r.meetingId, {
          meetingId: r.meetingId,
          startedAt: r.startedAt,
          durationSeconds: r.durationSeconds,
          local: left.length > 0,
        });
      }
      for (const m of server ?? []) {
        if (m.status === 'recording' && !byId.has(m.id)) {
          byId.set(m.id, { meetingId: m.id, startedAt: m.startedAt, durationSeconds: m.audio?.durationSeconds ?? null, local: false });
        }
      }
      const resumable = [...byId.values()];
      if (!cancelled) setFound(resumable);
    })();
    return () => {
      cancelled = true;
    };
  }, [store, client]);

  if (found.length === 0) return null;
  const first = found[0];

  const resume = async () => {
    setBusy(true);
    try {
      if (first.local) await uploadPending(store, first.meetingId, uploadMeetingAudioChunk);
      await finishAudio({ variables: { id: first.meetingId, durationSeconds: first.durationSeconds } });
      await store.deleteRecording(first.meetingId).catch(() => {});
      setFound((list) => list.slice(1));
      notify(
        { title: 'Recording Recovered', message: 'The interrupted recording is saved with its meeting, in My Grievances under Meetings.' },
        'green',
      );
    } catch {
      notify(
        { title: 'Upload Incomplete', message: 'The recording is still kept on this device. Please try again when you are connected.' },
        'yellow',
      );
    } finally {
      setBusy(false);
    }
  };

  /** Gives up on what is left on this device; what reached the server is closed and kept with the meeting. */
  const discard = async () => {
    setBusy(true);
    await store.deleteRecording(first.meetingId).catch(() => {});
    await finishAudio({ variables: { id: first.meetingId, durationSeconds: first.durationSeconds } }).catch(() => {});
    setConfirmDiscard(false);
    setFound((list) => list.slice(1));
    setBusy(false);
  };

  return (
    <Affix position={{ bottom: 16, right: 16, left: 16 }} zIndex={200}>
      <Card withBorder shadow="md" radius="md" p="md" maw={440} ml="auto" role="region" aria-label="Interrupted recording">
        <Stack gap="xs">
          <Text fw={700}>An interrupted meeting recording was found</Text>
          <Text size="sm">
            Started {formatDateTime(first.startedAt)}
            {first.local ? '. Part of the audio is still on this device.' : '.'} Resume to upload it and finish the recording.
          </Text>
          <Group gap="xs" justify="flex-end">
            <Button variant="default" onClick={() => setFound((list) => list.slice(1))} disabled={busy}>
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
        {first.local
          ? 'The audio still on this device is deleted. What was already uploaded stays with the meeting.'
          : 'The recording is closed with what was already uploaded, and kept with the meeting.'}
      </ConfirmDialog>
    </Affix>
  );
}
