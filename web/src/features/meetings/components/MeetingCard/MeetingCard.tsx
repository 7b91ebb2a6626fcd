import { Alert, Badge, Button, Card, Group, Modal, Progress, Select, Spoiler, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconLink, IconNotebook, IconPhoto, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { errorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { journalEntryFromMeetingPath } from '@/lib/meetingWizard';
import {
  type Meeting,
  type MeetingRecording,
  useAttachMeeting,
  useDeleteMeeting,
  useGrievanceChoices,
  useRetryRecordingTranscription,
} from '../../api/useMeetings';
import { MEETING_ROLE_LABELS } from '../../lib/messages';
import { notify } from '../../lib/notify';
import { RecordingPlayer } from '../RecordingPlayer/RecordingPlayer';

const STATUS: Record<Meeting['status'], { label: string; color: string }> = {
  recording: { label: 'Recording', color: 'red' },
  draft: { label: 'Draft', color: 'gray' },
  finalized: { label: 'Finalized', color: 'green' },
};

/** Text a new journal entry starts from: the notes, then the participants and each recording's transcript. */
export function journalNotesFromMeeting(
  m: Pick<Meeting, 'startedAt' | 'notes' | 'participants'> & {
    recordings: ReadonlyArray<Pick<MeetingRecording, 'position' | 'transcript'>>;
  },
): string {
  const parts = [`Meeting on ${formatDateTime(m.startedAt)}.`];
  if (m.participants.length) parts.push(`Present: ${m.participants.map((p) => `${p.name} (${MEETING_ROLE_LABELS[p.role]})`).join(', ')}.`);
  if (m.notes.trim()) parts.push(m.notes.trim());
  const several = m.recordings.length > 1;
  for (const r of m.recordings) {
    if (r.transcript.trim()) parts.push(`Transcript${several ? ` of recording ${r.position}` : ''}:\n${r.transcript.trim()}`);
  }
  return parts.join('\n\n');
}

/** One recording of a meeting on its card: its player and length, then its transcript or where it stands. */
function RecordingOnCard({ recording, meetingTitle }: { recording: MeetingRecording; meetingTitle: string }) {
  const [retry, { loading: retrying }] = useRetryRecordingTranscription();
  const transcribing = recording.transcriptStatus === 'pending' || recording.transcriptStatus === 'processing';
  return (
    <Stack gap={6} component="li">
      <RecordingPlayer
        position={recording.position}
        durationSeconds={recording.audio?.durationSeconds ?? null}
        url={recording.audio?.url ?? null}
        label={`Recording ${recording.position} of the ${meetingTitle.toLowerCase()}`}
        preload="none"
      />
      <div>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            Transcript
          </Text>
          {recording.transcriptIsDraft && recording.transcript && (
            <Badge size="sm" color="yellow" variant="dot">
              Draft: check it against the recording
            </Badge>
          )}
        </Group>
        {transcribing ? (
          <Stack gap={4} mt={4}>
            <Text size="sm">Transcribing...</Text>
            <Progress
              value={recording.transcriptProgress ?? 0}
              aria-label={`Transcription progress of recording ${recording.position}`}
              size="sm"
            />
          </Stack>
        ) : recording.transcriptStatus === 'failed' ? (
          <Alert color="yellow" mt={4} p="xs">
            <Text size="sm">Unable to transcribe audio. The recording is kept.</Text>
            <Button
              size="xs"
              mt={6}
              variant="light"
              leftSection={<IconRefresh size={14} aria-hidden />}
              loading={retrying}
              onClick={() => retry({ variables: { id: recording.id } }).catch(() => {})}
            >
              Try transcription again
            </Button>
          </Alert>
        ) : recording.transcript.trim() ? (
          <Spoiler maxHeight={96} showLabel="Show more" hideLabel="Show less">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {recording.transcript}
            </Text>
          </Spoiler>
        ) : (
          <Text size="sm" c="dimmed">
            None
          </Text>
        )}
      </div>
    </Stack>
  );
}

function AttachDialog({ meeting, opened, onClose }: { meeting: Meeting; opened: boolean; onClose: () => void }) {
  const { grievances, loading } = useGrievanceChoices(!opened);
  const [attach, { loading: saving }] = useAttachMeeting();
  const [choice, setChoice] = useState<string | null>(meeting.grievanceId ?? null);
  const save = async (grievanceId: string | null) => {
    try {
      await attach({ variables: { id: meeting.id, grievanceId } });
      notify({ title: grievanceId ? 'Meeting Attached' : 'Meeting Detached', message: 'The meeting record was updated.' }, 'green');
      onClose();
    } catch (error) {
      notify({ title: 'Error', message: errorMessage(error, 'Failed to attach the meeting. Please try again.') }, 'red');
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Attach to grievance" centered>
      {!loading && grievances.length === 0 ? (
        <Text size="sm">You have no grievances yet. A grievance starts from your Workplace Journal.</Text>
      ) : (
        <Select
          label="Grievance"
          placeholder={loading ? 'Loading...' : 'Choose a grievance'}
          data={grievances.map((g) => ({ value: g.id, label: g.title }))}
          value={choice}
          onChange={setChoice}
          searchable
          comboboxProps={{ withinPortal: true, zIndex: 400 }}
        />
      )}
      <Group justify="flex-end" mt="lg" gap="sm">
        {meeting.grievanceId && (
          <Button variant="default" color="red" onClick={() => save(null)} disabled={saving}>
            Detach
          </Button>
        )}
        <Button onClick={() => choice && save(choice)} disabled={!choice} loading={saving}>
          Attach
        </Button>
      </Group>
    </Modal>
  );
}

/** One documented meeting: playback, transcript, notes, images, and what the member can do with the record. */
export function MeetingCard({ meeting, grievanceTitle }: { meeting: Meeting; grievanceTitle?: string }) {
  const navigate = useNavigate();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [attachOpen, setAttachOpen] = useState(false);
  const [remove, { loading: deleting }] = useDeleteMeeting();
  const status = STATUS[meeting.status];
  const title = `Meeting on ${formatDateTime(meeting.startedAt)}`;

  const doDelete = async () => {
    try {
      await remove({ variables: { id: meeting.id } });
      setConfirmDelete(false);
      notify({ title: 'Meeting Deleted', message: 'The meeting, its audio and its images were deleted.' }, 'green');
    } catch (error) {
      notify({ title: 'Error', message: errorMessage(error, 'Failed to delete the meeting. Please try again.') }, 'red');
    }
  };

  return (
    <Card withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="article" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} fz="md">
            {title}
          </Title>
          <Group gap={6}>
            <Badge color={status.color} variant="dot">
              {status.label}
            </Badge>
            {meeting.grievanceId && (
              <Badge variant="outline" leftSection={<IconLink size={12} aria-hidden />}>
                {grievanceTitle ? `Grievance: ${grievanceTitle}` : 'Attached to a grievance'}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm">
          <strong>Participants:</strong>{' '}
          {meeting.participants
            .map((p) => `${p.name} (${MEETING_ROLE_LABELS[p.role]}${p.employeeNumber ? `, #${p.employeeNumber}` : ''})`)
            .join(', ')}
        </Text>
        <Text size="sm">
          <strong>Recording consent:</strong> {meeting.recordingConsent ? 'Yes' : 'No'}
        </Text>

        {meeting.recordings.length > 0 ? (
          <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Recordings">
            {meeting.recordings.map((recording) => (
              <RecordingOnCard key={recording.id} recording={recording} meetingTitle={title} />
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            No audio was recorded.
          </Text>
        )}

        {meeting.notes.trim() && (
          <div>
            <Text size="sm" fw={600}>
              Notes
            </Text>
            <Spoiler maxHeight={72} showLabel="Show more" hideLabel="Show less">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {meeting.notes}
              </Text>
            </Spoiler>
          </div>
        )}

        {meeting.images.length > 0 && (
          <div>
            <Text size="sm" fw={600}>
              Images ({meeting.images.length})
            </Text>
            <Group gap="xs" mt={4}>
              {meeting.images.map((img) => (
                <Button
                  key={img.id}
                  component="a"
                  href={img.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="xs"
                  variant="default"
                  leftSection={<IconPhoto size={14} aria-hidden />}
                  title={img.caption ?? undefined}
                >
                  {img.originalFileName}
                </Button>
              ))}
            </Group>
          </div>
        )}

        <Group gap="xs">
          <Button
            component="a"
            href={meeting.recordUrl}
            download
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} aria-hidden />}
          >
            Download record
          </Button>
          <Button size="xs" variant="default" leftSection={<IconLink size={14} aria-hidden />} onClick={() => setAttachOpen(true)}>
            Attach to grievance
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconNotebook size={14} aria-hidden />}
            onClick={() => navigate(journalEntryFromMeetingPath(journalNotesFromMeeting(meeting)))}
          >
            Start a journal entry from this meeting
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => setConfirmDelete(true)}
          >
            Delete
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirmDelete}
        title="Delete this meeting?"
        confirmLabel="Delete meeting"
        loading={deleting}
        onConfirm={doDelete}
        onClose={() => setConfirmDelete(false)}
      >
        The meeting record, its recordings, transcripts and images are deleted for good. Download the record first if you may need it.
      </ConfirmDialog>
      {attachOpen && <AttachDialog meeting={meeting} opened={attachOpen} onClose={() => setAttachOpen(false)} />}
    </Card>
  );
}
