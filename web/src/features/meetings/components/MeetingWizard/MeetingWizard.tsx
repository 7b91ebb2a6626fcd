import { Box, Button, Group, Modal, Progress, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useReducer, useRef, useState } from 'react';
import { KeptWorkNotice } from '@/components/KeptWorkNotice';
import { errorMessage } from '@/lib/errors';
import { dropPiece, keepPiece, useKeptPiece } from '@/lib/keptWork';
import { isRefusedAsTooLarge } from '@/lib/upload';
import { type ChunkBackend, memoryBackend, type RecordingRef, RecordingUploader, uploadPending } from '../../lib/chunkStore';
import { isKeptWizard, KEPT_WIZARD, keptWizardOf, restoredWizardState } from '../../lib/keptWizard';
import { type ContractProvision, type MeetingApi, type RecordingSnapshot, waitForTranscript } from '../../lib/meetingApi';
import { REPRESENTATION_QUESTION } from '@union/rules/representation';
import { TOAST, WIZARD_STEPS } from '../../lib/messages';
import { notify } from '../../lib/notify';
import { useRecorder } from '../../lib/useRecorder';
import {
  canGoTo,
  canStartRecording,
  editedRecordings,
  initialWizardState,
  type WizardRecording,
  wizardReducer,
} from '../../lib/wizardState';
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

/** The recording as the wizard lists it, from the server's snapshot. */
const listed = (r: RecordingSnapshot, status: WizardRecording['status']): WizardRecording => ({
  id: r.id,
  meetingId: r.meetingId,
  position: r.position,
  status,
  transcript: r.transcript,
  savedTranscript: r.transcript,
  isDraft: r.transcriptIsDraft,
  durationSeconds: r.durationSeconds,
  audioUrl: r.audioUrl,
  unclosedSeconds: null,
  onDevice: false,
});

/** The grievance meeting wizard: five steps, and a record that is kept. */
export function MeetingWizard({ opened, onClose, api, store, pollMs = 1500, uploadRetryMs = 1000 }: Props) {
  const mobile = useMediaQuery('(max-width: 48em)');
  // The five labelled steps need a wide dialog; narrower screens get a progress bar and the 'Step n of 5' line.
  const compact = useMediaQuery('(max-width: 62em)');
  // A meeting left mid-way (the session ended, the tab closed) comes back where it was.
  const restored = useKeptPiece(KEPT_WIZARD, isKeptWizard);
  const [state, dispatch] = useReducer(wizardReducer, restored, (kept) => (kept ? restoredWizardState(kept) : initialWizardState));
  // Kept in this browser while it is in progress; finalized or reset, it is dropped. One left while the microphone was
  // live does not open by itself: the recording cut off is offered back first (InterruptedRecordings), and the wizard
  // comes back as it was at the next INITIATE MEETING.
  useEffect(() => {
    const kept = keptWizardOf(state);
    if (kept) keepPiece(KEPT_WIZARD, { ...kept, open: opened && state.recorder !== 'recording' });
    else dropPiece(KEPT_WIZARD);
  }, [state, opened]);
  const recorder = useRecorder();
  /** The upload of the recording made last (each recording has its own). */
  const uploader = useRef<RecordingUploader | null>(null);
  /** The recording the microphone is recording into, and its place in the meeting. */
  const live = useRef<{ ref: RecordingRef; position: number } | null>(null);
  /** Ends the recording when the server refuses a chunk for good (the member's storage full): set each render. */
  const stopOnRefusal = useRef<() => void>(() => {});
  const [starting, setStarting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
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

  /** The transcript came (or did not): the recording is listed with it, and the microphone is ready again. */
  const showTranscript = (recording: RecordingSnapshot, recordedSeconds: number) => {
    setProgress(null);
    const done = recording.transcriptStatus === 'done';
    dispatch({ type: 'updateRecording', id: recording.id, changes: listed(recording, done ? 'done' : 'failed') });
    if (done) notify(TOAST.transcriptionComplete(Math.round(recording.durationSeconds ?? recordedSeconds)), 'green');
    else
      notify(recording.transcriptError === TOAST.transcriptionError.message ? TOAST.transcriptionError : TOAST.transcriptionFailed, 'red');
    dispatch({ type: 'setRecorder', phase: 'idle' });
  };

  // Recordings that were being transcribed when the wizard was left: their transcripts are waited for again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the recordings the wizard came back with
  useEffect(() => {
    const signal = { cancelled: false };
    for (const recording of restored?.recordings ?? []) {
      if (recording.status !== 'transcribing') continue;
      api
        .getRecording(recording.id)
        .then((snapshot) => waitForTranscript(api.getRecording, snapshot, setProgress, pollMs, signal))
        .then(
          (snapshot) => !signal.cancelled && showTranscript(snapshot, recording.durationSeconds ?? 0),
          () => !signal.cancelled && dispatch({ type: 'updateRecording', id: recording.id, changes: { status: 'failed' } }),
        );
    }
    return () => {
      signal.cancelled = true;
    };
  }, []);

  /**
   * Sends what is left of the recording's audio, then closes it on the server (which fixes its file and starts its
   * transcription). A refusal no retry can change (413: the member's storage full) closes it with what the server
   * already holds, and says so. Null when nothing was recorded (the server removed it).
   */
  const closeAudio = async (ref: RecordingRef, duration: number): Promise<RecordingSnapshot | null> => {
    const up = uploader.current?.recording.recordingId === ref.recordingId ? uploader.current : null;
    try {
      if (up) await up.finish(duration, 3, uploadRetryMs);
      else await uploadPending(store, ref, api.uploadChunk);
    } catch (error) {
      if (!isRefusedAsTooLarge(error)) throw new AudioStillOnDevice();
      notify(TOAST.audioRefused(error.message), 'red');
    }
    const recording = await api.finishRecording(ref.recordingId, duration);
    await store.deleteRecording(ref.recordingId).catch(() => {});
    return recording;
  };

  /** The meeting's next recording, open: its first comes with the meeting, made on the first Start Recording. */
  const openRecording = async (): Promise<{ ref: RecordingRef; position: number }> => {
    if (state.meetingId) {
      const recording = await api.startRecording(state.meetingId);
      return { ref: { meetingId: recording.meetingId, recordingId: recording.id }, position: recording.position };
    }
    const meeting = await api.start({ participants: participants(), recordingConsent: true, notes: state.notes });
    dispatch({ type: 'setMeetingId', id: meeting.id });
    const first = meeting.recordings.find((r) => r.status === 'recording');
    if (!first) throw new Error('The meeting was started without an open recording');
    return { ref: { meetingId: meeting.id, recordingId: first.id }, position: first.position };
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
    let opening: { ref: RecordingRef; position: number };
    try {
      opening = await openRecording();
    } catch (error) {
      recorder.release();
      notify(
        { title: TOAST.recordingFailed.title, message: errorMessage(error, 'The recording could not be started. Please try again.') },
        'red',
      );
      setStarting(false);
      return;
    }
    const pending = { ...opening.ref, mimeType: 'audio/webm', startedAt: new Date().toISOString(), durationSeconds: 0, stopped: false };
    const onRefused = () => stopOnRefusal.current();
    let up = new RecordingUploader(store, api.uploadChunk, pending, onRefused);
    // Without IndexedDB (a private window may refuse it) the audio is still uploaded as it goes, from memory.
    await up.begin().catch(() => {
      up = new RecordingUploader(memoryBackend(), api.uploadChunk, pending, onRefused);
    });
    uploader.current = up;
    live.current = opening;
    try {
      up.recording.mimeType = recorder.begin((blob, seconds) => {
        up.add(blob, seconds).catch(() => {});
      });
      await store.putRecording({ ...up.recording }).catch(() => {});
    } catch {
      recorder.release();
      notify(TOAST.recordingFailed, 'red');
      setStarting(false);
      // The open recording holds nothing: closing it lets the next Start Recording open another.
      live.current = null;
      await api.finishRecording(opening.ref.recordingId, 0).catch(() => {});
      await store.deleteRecording(opening.ref.recordingId).catch(() => {});
      return;
    }
    dispatch({ type: 'setRecorder', phase: 'recording' });
    setStarting(false);
    notify(TOAST.recordingStarted, 'green');
  };

  const stopRecording = () => endRecording(false);

  /** Stop pressed, or (`refused`) a chunk refused for good: closeAudio then tells the member why. */
  const endRecording = async (refused: boolean) => {
    const current = live.current;
    if (!current || state.recorder !== 'recording') return;
    live.current = null;
    const { ref, position } = current;
    dispatch({ type: 'setRecorder', phase: 'transcribing' });
    if (!refused) notify(TOAST.recordingStopped);
    const duration = await recorder.stop();
    const pending: WizardRecording = {
      ...ref,
      id: ref.recordingId,
      position,
      status: 'transcribing',
      transcript: '',
      savedTranscript: '',
      isDraft: false,
      durationSeconds: Math.round(duration),
      audioUrl: null,
      unclosedSeconds: null,
      onDevice: false,
    };
    dispatch({ type: 'addRecording', recording: pending });
    let closed: RecordingSnapshot | null;
    try {
      closed = await closeAudio(ref, duration);
    } catch (error) {
      // Trying again (or Finalize) closes it first: nothing recorded is left behind.
      const onDevice = error instanceof AudioStillOnDevice;
      dispatch({ type: 'updateRecording', id: ref.recordingId, changes: { status: 'failed', unclosedSeconds: duration, onDevice } });
      dispatch({ type: 'setRecorder', phase: 'idle' });
      notify(onDevice ? TOAST.uploadIncomplete : TOAST.transcriptionFailed, onDevice ? 'yellow' : 'red');
      return;
    }
    if (!closed) {
      // Nothing was recorded: the server kept no recording.
      dispatch({ type: 'removeRecording', id: ref.recordingId });
      dispatch({ type: 'setRecorder', phase: 'idle' });
      return;
    }
    const transcribed = closed;
    try {
      showTranscript(await waitForTranscript(api.getRecording, transcribed, setProgress, pollMs), duration);
    } catch {
      showTranscript({ ...transcribed, transcriptStatus: 'failed' }, duration);
    }
  };

  useEffect(() => {
    stopOnRefusal.current = () => void endRecording(true);
  });

  /** Tries a failed recording again: its upload and closing when they did not get through, else its transcription. */
  const retryRecording = async (id: string) => {
    const recording = state.recordings.find((r) => r.id === id);
    if (!recording || state.recorder !== 'idle') return;
    dispatch({ type: 'setRecorder', phase: 'transcribing' });
    dispatch({ type: 'updateRecording', id, changes: { status: 'transcribing' } });
    try {
      const ref = { meetingId: recording.meetingId, recordingId: id };
      const next = recording.unclosedSeconds !== null ? await closeAudio(ref, recording.unclosedSeconds) : await api.retryTranscription(id);
      if (!next) {
        dispatch({ type: 'removeRecording', id });
        dispatch({ type: 'setRecorder', phase: 'idle' });
        return;
      }
      dispatch({ type: 'updateRecording', id, changes: { unclosedSeconds: null, onDevice: false } });
      showTranscript(await waitForTranscript(api.getRecording, next, setProgress, pollMs), recording.durationSeconds ?? 0);
    } catch (error) {
      dispatch({
        type: 'updateRecording',
        id,
        changes: { status: 'failed', ...(error instanceof AudioStillOnDevice ? { onDevice: true } : {}) },
      });
      dispatch({ type: 'setRecorder', phase: 'idle' });
      if (error instanceof AudioStillOnDevice) notify(TOAST.uploadIncomplete, 'yellow');
      else notify(TOAST.transcriptionFailed, 'red');
    }
  };

  const finalize = async () => {
    setFinalizing(true);
    try {
      for (const r of state.recordings) {
        if (r.unclosedSeconds !== null) await closeAudio({ meetingId: r.meetingId, recordingId: r.id }, r.unclosedSeconds);
      }
      let id = state.meetingId;
      if (!id) {
        id = (await api.start({ participants: participants(), recordingConsent: state.consent, notes: state.notes })).id;
        dispatch({ type: 'setMeetingId', id });
      }
      // Each transcript the member corrected, then the record itself.
      for (const r of editedRecordings(state)) {
        const saved = await api.saveTranscript(r.id, r.transcript);
        dispatch({ type: 'updateRecording', id: r.id, changes: { savedTranscript: saved.transcript } });
      }
      const meeting = await api.finalize(id, { participants: participants(), notes: state.notes });
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
    live.current = null;
    setProgress(null);
    onClose();
  };

  const locked = state.recorder !== 'idle' || finalizing || starting;
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
      {restored && step < 4 && (
        <Box mb="sm">
          <KeptWorkNotice action="Finalize" photos={restored.photos} />
        </Box>
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
          starting={starting}
          onNotes={(value) => dispatch({ type: 'setNotes', value })}
          onConsent={(value) => dispatch({ type: 'setConsent', value })}
          onTranscript={(id, value) => dispatch({ type: 'editTranscript', id, value })}
          onStart={startRecording}
          onStop={stopRecording}
          onRetry={retryRecording}
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
