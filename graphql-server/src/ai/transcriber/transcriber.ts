// Speech to text for meeting recordings (issue 13). Two engines behind this interface, chosen once in buildServices:
// OpenAI's transcription endpoint when OPENAI_API_KEY is set, otherwise an offline engine (Debian's pocketsphinx,
// ffmpeg to decode) whose output is a draft for the member to correct.

/** An audio file on disk, already checked (container sniffed from its bytes, size within limits). */
export interface AudioFile {
  path: string;
  /** As sniffed: 'audio/webm', 'audio/ogg', 'audio/wav', 'audio/mp4', 'audio/mpeg'. */
  mimeType: string;
  fileName: string;
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
  /** Transcribes the file; onProgress gets 0..1 as the work goes (for long recordings transcribed by a job). */
  transcribe(file: AudioFile, onProgress?: (fraction: number) => void): Promise<TranscriptionResult>;
}
