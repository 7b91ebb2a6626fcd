import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import { CurrentUser } from '../../graphql/current-user.js';
import type { RequestContext } from '../../http/context.js';
import type { User } from '../users/user.entity.js';
import { transcribeAudio } from './transcription.service.js';
import { Transcription } from './transcription.types.js';

@Resolver()
export class TranscriptionResolver {
  @Authorized()
  @Mutation(() => Transcription, {
    description: 'Transcribes a recording sent as a data URL (SPEC POST /api/transcribe): WebM, Ogg, WAV, MP4 or MP3 audio, at most 25 MB.',
  })
  transcribe(
    @Arg('audioData', () => String, { description: "'data:audio/webm;base64,...'" }) audioData: string,
    @Arg('filename', () => String) filename: string,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return transcribeAudio({ transcriber: ctx.services.transcriber, logger: ctx.services.logger }, actor.id, { audioData, filename });
  }
}
