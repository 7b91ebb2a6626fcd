import { Alert, Badge, Button, Checkbox, Group, Paper, Progress, Stack, Text, Textarea } from '@mantine/core';
import { IconMicrophone, IconPlayerStopFilled, IconRefresh } from '@tabler/icons-react';
import { CONSENT_LABEL, formatTimer } from '../../lib/messages';
import { canStartRecording, type WizardRecording, type WizardState } from '../../lib/wizardState';
import { RecordingPlayer } from '../RecordingPlayer/RecordingPlayer';

interface Props {
  state: WizardState;
  elapsed: number;
  /** Transcription progress 0-100 while a long recording is transcribed in the background. */
  progress: number | null;
  /** True while the wizard asks for the microphone and opens the recording. */
  starting: boolean;
  onNotes: (value: string) => void;
  onConsent: (value: boolean) => void;
  onTranscript: (recordingId: string, value: string) => void;
  onStart: () => void;
  onStop: () => void;
  onRetry: (recordingId: string) => void;
}

/** One recording made in the wizard: its player and length, then its transcript to correct (or why there is none). */
function RecordingItem({
  recording,
  busy,
  ...props
}: { recording: WizardRecording; busy: boolean } & Pick<Props, 'onTranscript' | 'onRetry'>) {
  const { position } = recording;
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={`Recording ${position}`}>
      <Stack gap="sm">
        <RecordingPlayer
          position={position}
          durationSeconds={recording.durationSeconds}
          url={recording.audioUrl}
          label={`Recording ${position}`}
          preload="metadata"
        />
        {recording.status === 'transcribing' && (
          <Text size="sm" c="dimmed">
            Transcribing...
          </Text>
        )}
        {recording.status === 'failed' && (
          <Alert
            color="yellow"
            title={recording.onDevice ? 'Audio Upload Incomplete' : 'Transcription Failed'}
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            <Text size="sm">
              {recording.onDevice
                ? 'Part of the recording is still on this device. It is uploaded when you try again or finalize, or offered back on your next visit.'
                : 'The audio is kept with the meeting. You can type the transcript yourself or try again.'}
            </Text>
            <Button
              mt="xs"
              size="xs"
              variant="light"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={() => props.onRetry(recording.id)}
              disabled={busy}
            >
              {recording.onDevice ? 'Try the upload again' : 'Try transcription again'}
            </Button>
          </Alert>
        )}
        {recording.status !== 'transcribing' && (
          <Textarea
            label={`Transcript of recording ${position}`}
            description={
              recording.isDraft
                ? 'A draft made on this server: please read it through and correct it.'
                : 'Check it and correct anything misheard.'
            }
            autosize
            minRows={3}
            maxRows={14}
            value={recording.transcript}
            onChange={(e) => props.onTranscript(recording.id, e.currentTarget.value)}
          />
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Step 2: notes, and consented recording with a timer. Each recording, once stopped, is transcribed and listed with its
 * player, its length and its editable transcript; the microphone is then ready to record again.
 */
export function DocumentationStep(props: Props) {
  const { state, elapsed, progress, starting } = props;
  const phase = state.recorder;
  return (
    <Stack gap="md">
      <Textarea
        label="Meeting notes"
        description="Who said what, questions asked, and your answers."
        autosize
        minRows={4}
        maxRows={12}
        value={state.notes}
        onChange={(e) => props.onNotes(e.currentTarget.value)}
      />
      <Checkbox
        label={CONSENT_LABEL}
        checked={state.consent}
        disabled={phase !== 'idle' || state.meetingId !== null}
        onChange={(e) => props.onConsent(e.currentTarget.checked)}
      />
      <Group gap="sm" align="center">
        {phase === 'idle' && (
          <Button
            leftSection={<IconMicrophone size={16} aria-hidden />}
            onClick={props.onStart}
            disabled={!canStartRecording(state)}
            loading={starting}
          >
            Start Recording
          </Button>
        )}
        {phase === 'recording' && (
          <Button color="red" leftSection={<IconPlayerStopFilled size={16} aria-hidden />} onClick={props.onStop}>
            Stop Recording
          </Button>
        )}
        {phase === 'transcribing' && (
          <Button disabled loading={false} leftSection={<IconPlayerStopFilled size={16} aria-hidden />}>
            Transcribing
          </Button>
        )}
        {phase !== 'idle' && (
          <Group gap={6}>
            {phase === 'recording' && (
              <Badge color="red" variant="dot">
                Recording
              </Badge>
            )}
            <Text ff="monospace" fw={600} role="timer" aria-label={`Recorded time ${formatTimer(elapsed)}`} data-testid="recording-timer">
              {formatTimer(elapsed)}
            </Text>
          </Group>
        )}
      </Group>
      {!state.consent && phase === 'idle' && state.meetingId === null && (
        <Text size="xs" c="dimmed">
          Recording starts only once everyone in the meeting has agreed to it.
        </Text>
      )}
      {phase === 'transcribing' && progress !== null && (
        <Stack gap={4}>
          <Text size="sm" data-testid="transcription-progress">
            Transcribing the recording: {progress}%
          </Text>
          <Progress value={progress} aria-label="Transcription progress" size="sm" animated />
        </Stack>
      )}
      {state.recordings.length > 0 && (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Recordings">
          {state.recordings.map((recording) => (
            <RecordingItem
              key={recording.id}
              recording={recording}
              busy={phase !== 'idle'}
              onTranscript={props.onTranscript}
              onRetry={props.onRetry}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
