// Speech to text for meeting recordings. Two engines behind this interface, chosen once in buildServices:
// OpenAI's transcription endpoint when OPENAI_API_KEY is set, otherwise an offline engine (Debian's pocketsphinx,
// ffmpeg to decode) whose output is a draft for the member to correct.

/** An audio file on disk, already checked (container sniffed from its bytes, size within limits). */
export interface AudioFile {
  path: string;
  /** As sniffed from the bytes, never as declared: 'audio/webm', 'audio/ogg', 'audio/wav', 'audio/mp4', 'audio/mpeg'. */
  mimeType: string;
  fileName: string;
  /** Whose recording it is: the engine's processes serve members in turn, so one member's work cannot hold up another's. */
  memberId: string;
}

export interface TranscribeOptions {
  /** Gets 0..1 as the work goes (for long recordings transcribed by a job). */
  onProgress?: (fraction: number) => void;
  /**
   * Transcribe only audio that lasts at most this many seconds as decoded (whatever length was declared for it):
   * longer audio throws AudioTooLongError before any recognition. An engine whose work runs elsewhere (OpenAI)
   * leaves the check to its offline fallback.
   */
  maxSeconds?: number;
}

export interface TranscriptionResult {
  text: string;
  /** Length of the audio, in seconds. */
  durationSeconds: number;
  engine: 'openai' | 'offline';
  /** True for the offline engine: the member should read and correct it. */
  isDraft: boolean;
}

export interface Transcriber {
  /** False when no engine can run here (no OpenAI key and the offline tools are not installed). */
  available(): Promise<boolean>;
  /** Transcribes the file. */
  transcribe(file: AudioFile, options?: TranscribeOptions): Promise<TranscriptionResult>;
}
