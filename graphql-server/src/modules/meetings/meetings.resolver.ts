import { Arg, Authorized, Ctx, Float, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentUser } from '../../graphql/current-user.js';
import type { RequestContext } from '../../http/context.js';
import { type PendingUpload, receiveUpload, UploadScalar } from '../../http/multipart.js';
import type { User } from '../users/user.entity.js';
import { Meeting, MeetingAudio, MeetingImage } from './meeting.entities.js';
import { MeetingStartInput, MeetingUpdateInput } from './meetings.inputs.js';
import {
  attachMeetingToGrievance,
  deleteMeeting,
  finalizeMeeting,
  finishMeetingAudio,
  getMeeting,
  listMeetings,
  retryMeetingTranscription,
  startMeeting,
  updateMeeting,
  uploadMeetingAudioChunk,
  uploadMeetingImage,
} from './meetings.service.js';

@Resolver(() => Meeting)
export class MeetingsResolver {
  @Authorized()
  @Query(() => [Meeting], { description: "The signed-in member's meeting records, newest first." })
  meetings(@CurrentUser() actor: User, @Ctx() ctx: RequestContext) {
    return listMeetings(ctx.em, actor);
  }

  @Authorized()
  @Query(() => Meeting)
  meeting(@Arg('id', () => ID) id: string, @CurrentUser() actor: User, @Ctx() ctx: RequestContext) {
    return getMeeting(ctx.em, actor, id);
  }

  @Authorized()
  @Mutation(() => Meeting, {
    description: 'Starts a meeting record: recording when recordingConsent (audio chunks are expected), else a draft.',
  })
  startMeeting(@Arg('input', () => MeetingStartInput) input: MeetingStartInput, @CurrentUser() actor: User, @Ctx() ctx: RequestContext) {
    return startMeeting(ctx.em, actor, input);
  }

  @Authorized()
  @Mutation(() => Meeting, { description: 'Changes only the fields sent; not after the record is finalized.' })
  updateMeeting(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => MeetingUpdateInput) input: MeetingUpdateInput,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return updateMeeting(ctx.em, actor, id, input);
  }

  @Authorized()
  @Mutation(() => MeetingAudio, {
    description:
      'Stores chunk `seq` (from 0) of the recording, while the meeting is recording. A seq already stored is acknowledged and ignored; each chunk at most 5 MB, the whole audio at most 200 MB; the first chunk must be WebM, Ogg, WAV, MP4 or MP3 by its bytes.',
  })
  uploadMeetingAudioChunk(
    @Arg('meetingId', () => ID) meetingId: string,
    @Arg('seq', () => Int) seq: number,
    @Arg('chunk', () => UploadScalar) chunk: PendingUpload,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return uploadMeetingAudioChunk(ctx.em, ctx.services, actor, meetingId, async (rule) => {
      const { raw } = await receiveUpload(chunk, ctx.services.storage, rule);
      return { raw, seq };
    });
  }

  @Authorized()
  @Mutation(() => Meeting, {
    description:
      'Closes the recording (recording to draft) and starts its transcription: 60 s or less in the request, longer in the background (transcriptProgress).',
  })
  finishMeetingAudio(
    @Arg('id', () => ID) id: string,
    @Arg('durationSeconds', () => Float, { nullable: true }) durationSeconds: number | null,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return finishMeetingAudio(ctx.em, ctx.services, actor, id, durationSeconds);
  }

  @Authorized()
  @Mutation(() => Meeting, { description: 'Tries a failed transcription again (the audio is always kept).' })
  retryMeetingTranscription(@Arg('id', () => ID) id: string, @CurrentUser() actor: User, @Ctx() ctx: RequestContext) {
    return retryMeetingTranscription(ctx.em, ctx.services, actor, id);
  }

  @Authorized()
  @Mutation(() => Meeting, { description: 'Saves the last edits sent and finalizes the record (read-only from then on).' })
  finalizeMeeting(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => MeetingUpdateInput) input: MeetingUpdateInput,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return finalizeMeeting(ctx.em, ctx.services, actor, id, input);
  }

  @Authorized()
  @Mutation(() => MeetingImage, {
    description: 'Adds a supporting image (JPEG, PNG or WebP, at most 10 MB, at most 5 per meeting).',
  })
  uploadMeetingImage(
    @Arg('meetingId', () => ID) meetingId: string,
    @Arg('image', () => UploadScalar) image: PendingUpload,
    @Arg('caption', () => String, { nullable: true }) caption: string | null,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    const storage = ctx.services.storage;
    return uploadMeetingImage(ctx.em, storage, actor, meetingId, async (rule) => {
      const { raw, fileName } = await receiveUpload(image, storage, rule);
      return { raw, fileName, caption };
    });
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Deletes the record with its audio and images.' })
  deleteMeeting(@Arg('id', () => ID) id: string, @CurrentUser() actor: User, @Ctx() ctx: RequestContext) {
    return deleteMeeting(ctx.em, ctx.services, actor, id);
  }

  @Authorized()
  @Mutation(() => Meeting, { description: "Attaches the record to one of the member's own grievances; null detaches it." })
  attachMeetingToGrievance(
    @Arg('id', () => ID) id: string,
    @Arg('grievanceId', () => ID, { nullable: true }) grievanceId: string | null,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return attachMeetingToGrievance(ctx.em, actor, id, grievanceId);
  }
}
