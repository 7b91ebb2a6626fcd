import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import { CurrentUser } from '../../graphql/current-user.js';
import type { RequestContext } from '../../http/context.js';
import type { User } from '../../auth/user.entity.js';
import { transcribeAudio } from './transcription.service.js';
import { Transcription } from './transcription.types.js';

@Resolver()
export class TranscriptionResolver {
  @Authorized()
  @Mutation(() => Transcription, {
    description:
      "Signed-in member: transcribes a recording sent as a data URL (SPEC POST /api/transcribe) and answers the text; nothing is stored. WebM, Ogg, WAV, MP4 or MP3 audio by its bytes, at most 25 MB decoded. BAD_USER_INPUT 'Failed to process audio file' (with the reason per field); SERVICE_BUSY 'Unable to transcribe audio. Please check your notes.' when no engine can run; RATE_LIMITED while another recording of the same member is being transcribed.",
  })
  transcribe(
    @Arg('audioData', () => String, {
      description: "The recording as a base64 data URL: 'data:audio/webm;base64,...' (an audio/* media type), at most 25 MB once decoded.",
    })
    audioData: string,
    @Arg('filename', () => String, {
      description: "The recording's file name, 1 to 255 characters (only its base name is used; the extension comes from the bytes).",
    })
    filename: string,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return transcribeAudio({ transcriber: ctx.services.transcriber, logger: ctx.services.logger }, actor.id, { audioData, filename });
  }
}
