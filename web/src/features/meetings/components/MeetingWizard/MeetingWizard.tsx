import { Button, Group, Modal, Progress, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useReducer, useRef, useState } from 'react';
import { errorMessage } from '@/lib/errors';
import { isRefusedAsTooLarge } from '@/lib/upload';
import { type ChunkBackend, memoryBackend, RecordingUploader } from '../../lib/chunkStore';
import { type ContractProvision, type MeetingApi, type MeetingSnapshot, waitForTranscript } from '../../lib/meetingApi';
import { REPRESENTATION_QUESTION } from '@union/rules/representation';
import { TOAST, WIZARD_STEPS } from '../../lib/messages';
import { notify } from '../../lib/notify';
import { useRecorder } from '../../lib/useRecorder';
import { canGoTo, canStartRecording, initialWizardState, wizardReducer } from '../../lib/wizardState';
import { ConfirmationStep } from '../ConfirmationStep/ConfirmationStep';
import { DocumentationStep } from '../DocumentationStep/DocumentationStep';
import { EvidenceStep } from '../EvidenceStep/EvidenceStep';
import { RightsStep } from '../RightsStep/RightsStep';
import { type DirectorySteward, ParticipantsStep } from '../ParticipantsStep/ParticipantsStep';

/** Part of the recording could not be uploaded yet: it stays in this browser. */
class AudioStillOnDevice extends Error {}

interface Props {
  opened: boolean;
  onClose: () => void;
  api: MeetingApi;
  store: ChunkBackend;
  /** Poll interval while a long recording is transcribed, and the pause between upload attempts (tests shorten them). */
  pollMs?: number;
  uploadRetryMs?: number;
}

/** The grievance meeting wizard: five steps, and a record that is kept. */
export function MeetingWizard({ opened, onClose, api, store, pollMs = 1500, uploadRetryMs = 1000 }: Props) {
  const mobile = useMediaQuery('(max-width: 48em)');
  // The five labelled steps need a wide dialog; narrower screens get a progress bar and the 'Step n of 5' line.
  const compact = useMediaQuery('(max-width: 62em)');
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const recorder = useRecorder();
  const uploader = useRef<RecordingUploader | null>(null);
  /** Ends the recording when the server refuses a chunk for good (the member's storage full): set each render. */
  const stopOnRefusal = useRef<() => void>(() => {});
  /** Audio recorded but not yet all on the server (or not yet closed there): Finalize tries again first. */
  const [audioPending, setAudioPending] = useState<{ duration: number } | null>(null);
  const [audioOnDevice, setAudioOnDevice] = useState(false);
  const [starting, setStarting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [transcriptMeta, setTranscriptMeta] = useState({ isDraft: false, failed: false });
  const [finalizing, setFinalizing] = useState(false);
  const [provision, setProvision] = useState<{ value: ContractProvision | null; loading: boolean; failed: boolean }>({
    value: null,
    loading: false,
    failed: false,
  });
  const [stewards, setStewards] = useState<readonly DirectorySteward[]>([]);
  const looked = useRef(false);

  // The contract's provision and the steward directory are read once, when the wizard first opens.
  useEffect(() => {
    if (!opened || looked.current) return;
    looked.current = true;
    setProvision({ value: null, loading: true, failed: false });
    api.rightsProvision(REPRESENTATION_QUESTION).then(
      (value) => setProvision({ value, loading: false, failed: false }),
      () => setProvision({ value: null, loading: false, failed: true }),
    );
    api.stewards().then(setStewards, () => setStewards([]));
  }, [opened, api]);

  const participants = () => state.participants.map((p) => ({ name: p.name, employeeNumber: p.employeeNumber || null, role: p.role }));

  const showTranscript = (meeting: MeetingSnapshot, recordedSeconds: number) => {
    setProgress(null);
    if (meeting.transcriptStatus === 'done') {
      dispatch({ type: 'setTranscript', value: meeting.transcript });
      setTranscriptMeta({ isDraft: meeting.transcriptIsDraft, failed: false });
      notify(TOAST.transcriptionComplete(Math.round(meeting.durationSeconds ?? recordedSeconds)), 'green');
    } else {
      setTranscriptMeta({ isDraft: false, failed: true });
      notify(meeting.transcriptError === TOAST.transcriptionError.message ? TOAST.transcriptionError : TOAST.transcriptionFailed, 'red');
    }
    dispatch({ type: 'setRecording', phase: 'done' });
  };

  /**
   * Sends what is left of the audio, then closes it on the server (which starts the transcription). A refusal no
   * retry can change (413: the member's storage full) closes it with what the server already holds, and says so.
   */
  const closeAudio = async (id: string, duration: number): Promise<MeetingSnapshot> => {
    try {
      if (uploader.current) await uploader.current.finish(duration, 3, uploadRetryMs);
    } catch (error) {
      if (!isRefusedAsTooLarge(error)) {
        setAudioOnDevice(true);
        throw new AudioStillOnDevice();
      }
      notify(TOAST.audioRefused(error.message), 'red');
    }
    setAudioOnDevice(false);
    const meeting = await api.finishAudio(id, duration);
    setAudioPending(null);
    await store.deleteRecording(id).catch(() => {});
    return meeting;
  };

  const startRecording = async () => {
    if (!canStartRecording(state) || starting) return;
    setStarting(true);
    try {
      await recorder.acquire();
    } catch {
      notify(TOAST.recordingFailed, 'red');
      setStarting(false);
      return;
    }
    let meeting: MeetingSnapshot;
    try {
      meeting = await api.start({ participants: participants(), recordingConsent: true, notes: state.notes });
    } catch (error) {
      recorder.release();
      notify(
        { title: TOAST.recordingFailed.title, message: errorMessage(error, 'The meeting could not be started. Please try again.') },
        'red',
      );
      setStarting(false);
      return;
    }
    const pending = {
      meetingId: meeting.id,
      mimeType: 'audio/webm',
      startedAt: new Date().toISOString(),
      durationSeconds: 0,
      stopped: false,
    };
    const onRefused = () => stopOnRefusal.current();
    let up = new RecordingUploader(store, api.uploadChunk, pending, onRefused);
    // Without IndexedDB (a private window may refuse it) the audio is still uploaded as it goes, from memory.
    await up.begin().catch(() => {
      up = new RecordingUploader(memoryBackend(), api.uploadChunk, pending, onRefused);
    });
    uploader.current = up;
    try {
      up.recording.mimeType = recorder.begin((blob, seconds) => {
        up.add(blob, seconds).catch(() => {});
      });
      await store.putRecording({ ...up.recording }).catch(() => {});
    } catch {
      recorder.release();
      notify(TOAST.recordingFailed, 'red');
      setStarting(false);
      dispatch({ type: 'setMeetingId', id: meeting.id });
      return;
    }
    dispatch({ type: 'setMeetingId', id: meeting.id });
    dispatch({ type: 'setRecording', phase: 'recording' });
    setStarting(false);
    notify(TOAST.recordingStarted, 'green');
  };

  const stopRecording = () => endRecording(false);

  /** Stop pressed, or (`refused`) a chunk refused for good: closeAudio then tells the member why. */
  const endRecording = async (refused: boolean) => {
    const id = state.meetingId;
    if (!id || state.recording !== 'recording') return;
    dispatch({ type: 'setRecording', phase: 'transcribing' });
    if (!refused) notify(TOAST.recordingStopped);
    const duration = await recorder.stop();
    let meeting: MeetingSnapshot;
    try {
      meeting = await closeAudio(id, duration);
    } catch (error) {
      // Finalize (or the retry button) closes the audio first: nothing recorded is left behind.
      setAudioPending({ duration });
      setTranscriptMeta({ isDraft: false, failed: true });
      dispatch({ type: 'setRecording', phase: 'done' });
      if (error instanceof AudioStillOnDevice) notify(TOAST.uploadIncomplete, 'yellow');
      else notify(TOAST.transcriptionFailed, 'red');
      return;
    }
    try {
      showTranscript(await waitForTranscript(api.get, meeting, setProgress, pollMs), duration);
    } catch {
      showTranscript({ ...meeting, transcriptStatus: 'failed' }, duration);
    }
  };

  useEffect(() => {
    stopOnRefusal.current = () => void endRecording(true);
  });

  const retryTranscription = async () => {
    const id = state.meetingId;
    if (!id) return;
    dispatch({ type: 'setRecording', phase: 'transcribing' });
    try {
      const meeting = audioPending ? await closeAudio(id, audioPending.duration) : await api.retryTranscription(id);
      showTranscript(await waitForTranscript(api.get, meeting, setProgress, pollMs), recorder.elapsed);
    } catch (error) {
      dispatch({ type: 'setRecording', phase: 'done' });
      if (error instanceof AudioStillOnDevice) notify(TOAST.uploadIncomplete, 'yellow');
      else notify(TOAST.transcriptionFailed, 'red');
    }
  };

  const finalize = async () => {
    setFinalizing(true);
    try {
      let id = state.meetingId;
      if (id && audioPending) await closeAudio(id, audioPending.duration);
      if (!id) {
        id = (await api.start({ participants: participants(), recordingConsent: state.consent, notes: state.notes })).id;
        dispatch({ type: 'setMeetingId', id });
      }
      const withTranscript = state.recording === 'done';
      const meeting = await api.finalize(id, {
        participants: participants(),
        notes: state.notes,
        ...(withTranscript ? { transcript: state.transcript } : {}),
      });
      let uploaded = 0;
      let failed = 0;
      /** The server's reason when it refused an image for good (the member's storage full): said with the toast. */
      let refusal: string | null = null;
      for (const image of state.images) {
        try {
          await api.uploadImage(id, image.file, image.caption);
          uploaded += 1;
        } catch (error) {
          failed += 1;
          if (isRefusedAsTooLarge(error)) refusal ??= error.message;
        }
      }
      dispatch({
        type: 'finalized',
        result: { imagesUploaded: uploaded, imagesFailed: failed, finalizedAt: meeting.finalizedAt ?? new Date().toISOString() },
      });
      if (failed > 0) notify(refusal ? TOAST.imagesRefused(refusal) : TOAST.imagesFailed, 'yellow');
      else notify(TOAST.documented(uploaded), 'green');
    } catch {
      notify(TOAST.finalizeFailed, 'red');
    } finally {
      setFinalizing(false);
    }
  };

  /** Close at the confirmation: everything is forgotten and the dialog closes. */
  const closeAndReset = () => {
    dispatch({ type: 'reset' });
    recorder.reset();
    uploader.current = null;
    setAudioPending(null);
    setAudioOnDevice(false);
    setProgress(null);
    setTranscriptMeta({ isDraft: false, failed: false });
    onClose();
  };

  const locked = state.recording === 'recording' || state.recording === 'transcribing' || finalizing || starting;
  const step = state.step;

  return (
    <Modal
      opened={opened}
      onClose={step === 4 ? closeAndReset : onClose}
      title="Grievance Meeting"
      size={compact ? 'lg' : 880}
      fullScreen={!!mobile}
      closeOnClickOutside={false}
      closeOnEscape={!locked}
      withCloseButton={!locked}
      closeButtonProps={{ 'aria-label': 'Close meeting wizard' }}
      zIndex={250}
    >
      {compact ? (
        <Progress value={((step + 1) / WIZARD_STEPS.length) * 100} size="sm" mb="sm" aria-hidden />
      ) : (
        <Stepper active={step} size="xs" mb="md" allowNextStepsSelect={false}>
          {WIZARD_STEPS.map((label) => (
            <Stepper.Step key={label} label={label} />
          ))}
        </Stepper>
      )}
      <Text size="sm" fw={600} mb="sm" data-testid="wizard-step">
        Step {step + 1} of 5: {WIZARD_STEPS[step]}
      </Text>

      {step === 0 && (
        <RightsStep
          provision={provision.value}
          provisionLoading={provision.loading}
          provisionFailed={provision.failed}
          confirmed={state.rightsConfirmed}
          onConfirm={(value) => dispatch({ type: 'confirmRights', value })}
        />
      )}
      {step === 1 && (
        <ParticipantsStep
          participants={state.participants}
          stewards={stewards}
          onAdd={(participant) => dispatch({ type: 'addParticipant', participant })}
          onRemove={(index) => dispatch({ type: 'removeParticipant', index })}
        />
      )}
      {step === 2 && (
        <DocumentationStep
          state={state}
          elapsed={recorder.elapsed}
          progress={progress}
          transcriptIsDraft={transcriptMeta.isDraft}
          transcriptFailed={transcriptMeta.failed}
          audioOnDevice={audioOnDevice}
          starting={starting}
          onNotes={(value) => dispatch({ type: 'setNotes', value })}
          onConsent={(value) => dispatch({ type: 'setConsent', value })}
          onTranscript={(value) => {
            dispatch({ type: 'setTranscript', value });
            // Corrected by the member: the server clears its Draft mark when the edit is saved.
            setTranscriptMeta((meta) => ({ ...meta, isDraft: false }));
          }}
          onStart={startRecording}
          onStop={stopRecording}
          onRetry={retryTranscription}
        />
      )}
      {step === 3 && (
        <EvidenceStep
          images={state.images}
          onAdd={(images) => dispatch({ type: 'addImages', images })}
          onRemove={(key) => dispatch({ type: 'removeImage', key })}
          onCaption={(key, caption) => dispatch({ type: 'setCaption', key, caption })}
        />
      )}
      {step === 4 && <ConfirmationStep state={state} onNavigate={closeAndReset} />}

      <Group justify="space-between" mt="lg">
        {step >= 1 && step <= 3 ? (
          <Button
            variant="default"
            onClick={() => dispatch({ type: 'goTo', step: step - 1 })}
            disabled={!canGoTo(state, step - 1) || finalizing}
          >
            Back
          </Button>
        ) : (
          <span />
        )}
        {step <= 2 && (
          <Button onClick={() => dispatch({ type: 'goTo', step: step + 1 })} disabled={!canGoTo(state, step + 1)}>
            Next
          </Button>
        )}
        {step === 3 && (
          <Button onClick={finalize} loading={finalizing}>
            Finalize
          </Button>
        )}
        {step === 4 && <Button onClick={closeAndReset}>Close</Button>}
      </Group>
    </Modal>
  );
}
