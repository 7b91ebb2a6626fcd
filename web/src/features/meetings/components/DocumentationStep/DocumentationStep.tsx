import { Alert, Badge, Button, Checkbox, Group, Progress, Stack, Text, Textarea } from '@mantine/core';
import { IconMicrophone, IconPlayerStopFilled, IconRefresh } from '@tabler/icons-react';
import { CONSENT_LABEL, formatTimer } from '../../lib/messages';
import { canStartRecording, type WizardState } from '../../lib/wizardState';

interface Props {
  state: WizardState;
  elapsed: number;
  /** Transcription progress 0-100 while a long recording is transcribed in the background. */
  progress: number | null;
  transcriptIsDraft: boolean;
  transcriptFailed: boolean;
  /** Part of the recording is still only in this browser (the upload did not get through). */
  audioOnDevice: boolean;
  /** True while the wizard asks for the microphone and opens the meeting. */
  starting: boolean;
  onNotes: (value: string) => void;
  onConsent: (value: boolean) => void;
  onTranscript: (value: string) => void;
  onStart: () => void;
  onStop: () => void;
  onRetry: () => void;
}

/** Step 2: notes, and consented recording with a timer, then an editable transcript. */
export function DocumentationStep(props: Props) {
  const { state, elapsed, progress, transcriptIsDraft, transcriptFailed, starting } = props;
  const phase = state.recording;
  const recordedAlready = state.meetingId !== null && phase === 'done';
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
        {phase === 'idle' && !recordedAlready && (
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
        {(phase === 'recording' || phase === 'transcribing' || recordedAlready) && (
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
      {transcriptFailed && phase === 'done' && (
        <Alert
          color="yellow"
          title={props.audioOnDevice ? 'Audio Upload Incomplete' : 'Transcription Failed'}
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          <Text size="sm">
            {props.audioOnDevice
              ? 'Part of the recording is still on this device. It is uploaded when you try again or finalize, or offered back on your next visit.'
              : 'The audio is kept with the meeting. You can type the transcript yourself or try again.'}
          </Text>
          <Button mt="xs" size="xs" variant="light" leftSection={<IconRefresh size={14} aria-hidden />} onClick={props.onRetry}>
            {props.audioOnDevice ? 'Try the upload again' : 'Try transcription again'}
          </Button>
        </Alert>
      )}
      {phase === 'done' && (
        <Textarea
          label="Transcript"
          description={
            transcriptIsDraft
              ? 'A draft made on this server: please read it through and correct it.'
              : 'Check it and correct anything misheard.'
          }
          autosize
          minRows={4}
          maxRows={14}
          value={state.transcript}
          onChange={(e) => props.onTranscript(e.currentTarget.value)}
        />
      )}
    </Stack>
  );
}
