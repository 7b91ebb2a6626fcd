import { Arg, Authorized, Ctx, Float, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentUser } from '../../graphql/current-user.js';
import type { RequestContext } from '../../http/context.js';
import { type PendingUpload, receiveImageArgument, receiveUpload, UploadScalar } from '../../http/multipart.js';
import type { User } from '../../auth/user.entity.js';
import type { UploadRule } from '../../storage/uploads.js';
import { getMeeting, getMeetingRecording, listMeetings } from './meeting-access.js';
import {
  finishMeetingRecording,
  retryRecordingTranscription,
  startMeetingRecording,
  updateMeetingRecording,
  uploadRecordingChunk,
} from './meeting-recordings.js';
import { Meeting, MeetingAudio, MeetingImage, MeetingRecording } from './meeting.entities.js';
import { MeetingRecordingUpdateInput, MeetingStartInput, MeetingUpdateInput } from './meetings.inputs.js';
import {
  attachMeetingToGrievance,
  deleteMeeting,
  finalizeMeeting,
  finishMeetingAudio,
  retryMeetingTranscription,
  startMeeting,
  updateMeeting,
  uploadMeetingAudioChunk,
  uploadMeetingImage,
} from './meetings.service.js';

/** Why the meeting-level audio operations are deprecated, and what replaces each. */
const ONE_RECORDING = 'A meeting holds several recordings:';

// Descriptions of the arguments several operations take, each written once.
const OWN_MEETING_ID = "Id of the member's own meeting record.";
const RECORDING_MEETING_ID = "Id of the member's own meeting record, which must be recording.";
const OWN_RECORDING_ID = "Id of the member's own recording.";
const OPEN_RECORDING_ID = "Id of the member's own recording, which must be open.";
const FIELDS_TO_CHANGE = 'The fields to change.';

// The arguments a recording's operations share with their deprecated meeting-level twins, each described once.

/** The position of a chunk in its recording. */
const chunkSeqArg = () =>
  Arg('seq', () => Int, {
    description: "The chunk's position in the recording: 0, 1, 2, ... (at most 100000); equal to audio.chunks for the next new chunk.",
  });

/** The bytes of a chunk. */
const chunkBytesArg = () =>
  Arg('chunk', () => UploadScalar, {
    description: "The chunk's bytes (multipart upload, GraphQL multipart request spec), at most 5 MB, not empty.",
  });

/** The length of a recording as the browser measured it, optional; `afterOptional` ends the description. */
const browserDurationArg = (afterOptional: string) =>
  Arg('durationSeconds', () => Float, {
    nullable: true,
    description: `The recording's length as the browser measured it, in seconds (0 to 86400); optional${afterOptional}`,
  });

/** Receives a chunk sent through GraphQL: the multipart upload under the rule, with the seq argument. */
const receiveChunkArguments = (chunk: PendingUpload, seq: number, ctx: RequestContext) => async (rule: UploadRule) => {
  const { raw } = await receiveUpload(chunk, ctx.services.storage, rule);
  return { raw, seq };
};

@Resolver(() => Meeting)
export class MeetingsResolver {
  @Authorized()
  @Query(() => [Meeting], {
    description: 'Signed-in member: their own meeting records, newest first, with their recordings (in order) and images.',
  })
  meetings(@CurrentUser() actor: User, @Ctx() ctx: RequestContext) {
    return listMeetings(ctx.em, actor);
  }

  @Authorized()
  @Query(() => Meeting, {
    description: "Signed-in member: one of their own meeting records. NOT_FOUND for an unknown id or another member's.",
  })
  meeting(
    @Arg('id', () => ID, { description: 'Id of the meeting record (Meeting.id).' }) id: string,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return getMeeting(ctx.em, actor, id);
  }

  @Authorized()
  @Query(() => MeetingRecording, {
    description:
      "Signed-in member: one recording of their own meetings, with its audio and transcript (poll it while its transcript is written). NOT_FOUND for an unknown id or another member's.",
  })
  meetingRecording(
    @Arg('id', () => ID, { description: 'Id of the recording (MeetingRecording.id).' }) id: string,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return getMeetingRecording(ctx.em, actor, { recordingId: id });
  }

  @Authorized()
  @Mutation(() => Meeting, {
    description:
      'Signed-in member: starts a meeting record of their own: status recording when recordingConsent (its first recording, recordings[0], is open: send its audio with uploadMeetingRecordingChunk), else draft. BAD_USER_INPUT per field.',
  })
  startMeeting(
    @Arg('input', () => MeetingStartInput, { description: 'The participants, consent and notes.' }) input: MeetingStartInput,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return startMeeting(ctx.em, actor, input);
  }

  @Authorized()
  @Mutation(() => Meeting, {
    description:
      "Signed-in member: changes only the fields sent of their own record. NOT_FOUND for another member's id; CONFLICT once finalized, or for a transcript edit while transcription runs; BAD_USER_INPUT per field.",
  })
  updateMeeting(
    @Arg('id', () => ID, { description: OWN_MEETING_ID }) id: string,
    @Arg('input', () => MeetingUpdateInput, { description: FIELDS_TO_CHANGE }) input: MeetingUpdateInput,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return updateMeeting(ctx.em, actor, id, input);
  }

  @Authorized()
  @Mutation(() => MeetingRecording, {
    description:
      'Signed-in member: opens a new recording of their own meeting (status recording; send its audio with uploadMeetingRecordingChunk, then finishMeetingRecording). CONFLICT when another recording of it is still open, when the meeting was started without consent to record, or once it is finalized.',
  })
  startMeetingRecording(
    @Arg('meetingId', () => ID, { description: OWN_MEETING_ID }) meetingId: string,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return startMeetingRecording(ctx.em, actor, meetingId);
  }

  @Authorized()
  @Mutation(() => MeetingAudio, {
    description:
      "Signed-in member: stores chunk `seq` (from 0, in order) of a recording of their own, while it is open. A seq already stored is acknowledged and ignored (safe to resend). Each chunk at most 5 MB (PAYLOAD_TOO_LARGE), each recording at most 200 MB, all of the member's files at most their storage quota; the first chunk must be WebM, Ogg, WAV, MP4 or MP3 by its bytes (BAD_USER_INPUT). CONFLICT when the recording is closed or when an earlier chunk is missing (extensions.expectedSeq says which to send).",
  })
  uploadMeetingRecordingChunk(
    @Arg('recordingId', () => ID, { description: OPEN_RECORDING_ID }) recordingId: string,
    @chunkSeqArg() seq: number,
    @chunkBytesArg() chunk: PendingUpload,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return uploadRecordingChunk(ctx.em, ctx.services, actor, { recordingId }, receiveChunkArguments(chunk, seq, ctx));
  }

  @Authorized()
  @Mutation(() => MeetingRecording, {
    nullable: true,
    description:
      'Signed-in member: closes a recording of their own (no more chunks; the meeting is no longer recording, and another recording may start). Its file is rewritten so that its header carries its duration, which audio.durationSeconds then gives as the server measured it, and its transcription starts: audio of 60 s or less (as measured, and at most 2 MB) is transcribed in this request (the answer holds the transcript or transcriptError), longer audio in the background (transcriptStatus pending, then transcriptProgress; poll meetingRecording). Null when nothing was recorded (the empty recording is removed). CONFLICT when it is not open.',
  })
  finishMeetingRecording(
    @Arg('id', () => ID, { description: OPEN_RECORDING_ID }) id: string,
    @browserDurationArg(': the server measures it too.') durationSeconds: number | null,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return finishMeetingRecording(ctx.em, ctx.services, actor, { recordingId: id }, durationSeconds);
  }

  @Authorized()
  @Mutation(() => MeetingRecording, {
    description:
      'Signed-in member: queues a failed transcription of a recording of their own again (the audio is always kept). On a transcription that is not failed it changes nothing and answers the recording as it is. CONFLICT when it has no audio.',
  })
  retryMeetingRecordingTranscription(
    @Arg('id', () => ID, { description: OWN_RECORDING_ID }) id: string,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return retryRecordingTranscription(ctx.em, ctx.services, actor, { recordingId: id });
  }

  @Authorized()
  @Mutation(() => MeetingRecording, {
    description:
      "Signed-in member: changes only the fields sent of a recording of their own: its transcript as corrected (the 'Draft' mark is cleared when the text changes). NOT_FOUND for another member's id; CONFLICT once the meeting is finalized, or while its transcription runs; BAD_USER_INPUT per field.",
  })
  updateMeetingRecording(
    @Arg('id', () => ID, { description: OWN_RECORDING_ID }) id: string,
    @Arg('input', () => MeetingRecordingUpdateInput, { description: FIELDS_TO_CHANGE }) input: MeetingRecordingUpdateInput,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return updateMeetingRecording(ctx.em, actor, { recordingId: id }, input);
  }

  @Authorized()
  @Mutation(() => MeetingAudio, {
    deprecationReason: `${ONE_RECORDING} use uploadMeetingRecordingChunk with the open recording's id.`,
    description:
      "Signed-in member: stores chunk `seq` (from 0, in order) of their own meeting's open recording, while it is recording. A seq already stored is acknowledged and ignored (safe to resend). Each chunk at most 5 MB (PAYLOAD_TOO_LARGE), the whole audio at most 200 MB; the first chunk must be WebM, Ogg, WAV, MP4 or MP3 by its bytes (BAD_USER_INPUT). CONFLICT when not recording or when an earlier chunk is missing (extensions.expectedSeq says which to send).",
  })
  uploadMeetingAudioChunk(
    @Arg('meetingId', () => ID, { description: RECORDING_MEETING_ID }) meetingId: string,
    @chunkSeqArg() seq: number,
    @chunkBytesArg() chunk: PendingUpload,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return uploadMeetingAudioChunk(ctx.em, ctx.services, actor, meetingId, receiveChunkArguments(chunk, seq, ctx));
  }

  @Authorized()
  @Mutation(() => Meeting, {
    deprecationReason: `${ONE_RECORDING} use finishMeetingRecording with the open recording's id.`,
    description:
      'Signed-in member: closes the open recording of their own meeting (recording to draft; no more chunks; its file then carries its duration) and starts its transcription: audio of 60 s or less (as measured, and at most 2 MB) is transcribed in this request (the answer holds the transcript or transcriptError), longer audio in the background (transcriptStatus pending, then transcriptProgress). CONFLICT when the meeting is not recording.',
  })
  finishMeetingAudio(
    @Arg('id', () => ID, { description: RECORDING_MEETING_ID }) id: string,
    @browserDurationArg('.') durationSeconds: number | null,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return finishMeetingAudio(ctx.em, ctx.services, actor, id, durationSeconds);
  }

  @Authorized()
  @Mutation(() => Meeting, {
    deprecationReason: `${ONE_RECORDING} use retryMeetingRecordingTranscription with the recording's id.`,
    description:
      'Signed-in member: queues a failed transcription of the first recording of their own meeting again (the audio is always kept). On a transcription that is not failed it changes nothing and answers the record as it is. CONFLICT when there is no audio.',
  })
  retryMeetingTranscription(
    @Arg('id', () => ID, { description: OWN_MEETING_ID }) id: string,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return retryMeetingTranscription(ctx.em, ctx.services, actor, id);
  }

  @Authorized()
  @Mutation(() => Meeting, {
    description:
      'Signed-in member: saves the last edits sent and finalizes their own record (read-only from then on; images may still be added up to 5). A recording still open is closed and queued for transcription. CONFLICT when already finalized.',
  })
  finalizeMeeting(
    @Arg('id', () => ID, { description: OWN_MEETING_ID }) id: string,
    @Arg('input', () => MeetingUpdateInput, { description: 'The last edits (only the fields sent change); {} to finalize as it is.' })
    input: MeetingUpdateInput,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return finalizeMeeting(ctx.em, ctx.services, actor, id, input);
  }

  @Authorized()
  @Mutation(() => MeetingImage, {
    description:
      "Signed-in member: adds a supporting image to their own meeting record (JPEG, PNG or WebP by its bytes, at most 10 MB, re-encoded without EXIF/GPS; at most 5 per meeting, else BAD_USER_INPUT 'Maximum 5 images allowed'). NOT_FOUND for another member's meeting.",
  })
  uploadMeetingImage(
    @Arg('meetingId', () => ID, { description: OWN_MEETING_ID }) meetingId: string,
    @Arg('image', () => UploadScalar, { description: 'The image file (multipart upload, GraphQL multipart request spec), at most 10 MB.' })
    image: PendingUpload,
    @Arg('caption', () => String, {
      nullable: true,
      description: 'A caption for the image, at most 500 characters (BAD_USER_INPUT beyond, never cut); optional.',
    })
    caption: string | null,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return uploadMeetingImage(ctx.em, ctx.services, actor, meetingId, receiveImageArgument(image, caption, ctx.services.storage));
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Signed-in member: deletes their own meeting record with its recordings and images, for good; true when done. NOT_FOUND for another member's id.",
  })
  deleteMeeting(@Arg('id', () => ID, { description: OWN_MEETING_ID }) id: string, @CurrentUser() actor: User, @Ctx() ctx: RequestContext) {
    return deleteMeeting(ctx.em, ctx.services, actor, id);
  }

  @Authorized()
  @Mutation(() => Meeting, {
    description:
      "Signed-in member: attaches their own meeting record to one of their own grievances, or detaches it with null. NOT_FOUND for another member's meeting or grievance.",
  })
  attachMeetingToGrievance(
    @Arg('id', () => ID, { description: OWN_MEETING_ID }) id: string,
    @Arg('grievanceId', () => ID, {
      nullable: true,
      description: "Id of one of the member's own grievances; null or absent detaches the record.",
    })
    grievanceId: string | null,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return attachMeetingToGrievance(ctx.em, actor, id, grievanceId);
  }
}
