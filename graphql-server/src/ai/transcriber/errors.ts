// Why a transcription did not happen. The transcription service turns these into the answers of the API doc:
// unreadable audio is the member's file (400 'Failed to process audio file'), the others are ours (503).

/** The file could not be decoded as audio (ffmpeg refused it): a damaged or disguised file. */
export class AudioUnreadableError extends Error {
  constructor(message = 'The audio could not be decoded') {
    super(message);
    this.name = 'AudioUnreadableError';
  }
}

/** No engine could transcribe it: none available, a recogniser that failed, or the time limit passed. */
export class TranscriptionUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TranscriptionUnavailableError';
  }
}

/** The audio, as decoded, is longer than the caller allowed (TranscribeOptions.maxSeconds): nothing was transcribed. */
export class AudioTooLongError extends Error {
  constructor(readonly limitSeconds: number) {
    super(`The audio is longer than ${limitSeconds} s`);
    this.name = 'AudioTooLongError';
  }
}
