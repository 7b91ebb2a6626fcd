import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AudioMimeType, sniffAudio } from '../../storage/audio.js';
import { disguisedRecordings, HEADERS, MP3_WITH_FRAMES } from './disguised.testing.js';
import { AudioTooLongError, AudioUnreadableError, TranscriptionUnavailableError } from './errors.js';
import { confinedCommand, DEMUXERS, PROCESS_MEMORY_BYTES } from '../../storage/confined.js';
import {
  confinedUid,
  onlyShellEnvironment,
  RUN_REPORT,
  readRunReport,
  reportingStandIns,
  SANDBOX_SECRET,
  withSandboxSecret,
} from '../../storage/confined.testing.js';
import { asSentences, cutPoints, decodeArguments, FairPool, offlineTranscriber, segmentLength } from './offline.js';
import { meetingScript, type SpeechFormat, synthesizeSpeech } from './speech.testing.js';
import { wordErrorRate } from './wer.js';

// The offline engine on the real programs (.ci/run installs pocketsphinx, pocketsphinx-en-us, ffmpeg and flite).

let dir: string;
let temp: string;
const SENTENCE = 'The supervisor asked me to come to the office to talk about my attendance record.';
/** Another member's recording, which no disguised file may ever have decoded. */
const OTHER_SENTENCE = 'The grievance about the night shift roster was settled on Friday.';
const OTHER_WORDS = /grievance|roster|friday|night shift|settled/i;
const audioFile = (file: string, mimeType: string, memberId = 'member-a') => ({
  path: file,
  mimeType,
  fileName: path.basename(file),
  memberId,
});

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'offline-test-'));
  temp = path.join(dir, 'work');
  await mkdir(temp);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the offline transcriber', () => {
  it('is available here, and not when ffmpeg and pocketsphinx cannot be found', async () => {
    expect(await offlineTranscriber().available()).toBe(true);
    const none = offlineTranscriber({ searchPath: path.join(dir, 'no-programs-here') });
    expect(await none.available()).toBe(false);
    await expect(none.transcribe(audioFile('/nonexistent', 'audio/webm'))).rejects.toBeInstanceOf(TranscriptionUnavailableError);
  });

  it('transcribes a two-minute meeting sent as WebM/Opus (as Chromium records it) with under 30 % of words wrong, reporting progress', async () => {
    const script = await meetingScript();
    const file = path.join(dir, 'meeting.webm');
    await synthesizeSpeech(script, file, { format: 'webm' });
    const progress: number[] = [];
    const engine = offlineTranscriber({ segmentSeconds: 30, tempDir: temp });
    const result = await engine.transcribe(audioFile(file, 'audio/webm'), { onProgress: (f) => progress.push(f) });

    const { rate } = wordErrorRate(script, result.text);
    expect(rate).toBeLessThan(0.3);
    expect(result.engine).toBe('offline');
    expect(result.isDraft).toBe(true);
    // flite reads the script in about two minutes.
    expect(result.durationSeconds).toBeGreaterThan(90);
    expect(result.durationSeconds).toBeLessThan(180);
    // Sentences a person can read: capitals and full stops.
    expect(result.text).toMatch(/^Good morning/);
    expect(result.text).toMatch(/\.$/);
    // Four segments or more: progress from 0 through steps in between to 1, never going back.
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect(progress.filter((f) => f > 0 && f < 1).length).toBeGreaterThanOrEqual(3);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(await readdir(temp)).toEqual([]);
  }, 120_000);

  it.each<SpeechFormat>(['ogg', 'wav', 'mp4', 'mp3'])(
    'reads %s audio too',
    async (format) => {
      const file = path.join(dir, `sentence.${format}`);
      await synthesizeSpeech(SENTENCE, file, { format });
      const mimeType = sniffAudio(await readFile(file)) as AudioMimeType;
      const result = await offlineTranscriber({ tempDir: temp }).transcribe(audioFile(file, mimeType));
      expect(wordErrorRate(SENTENCE, result.text).rate).toBeLessThan(0.3);
      expect(result.durationSeconds).toBeGreaterThan(3);
      expect(await readdir(temp)).toEqual([]);
    },
    60_000,
  );

  it('refuses a file that is not audio, leaving nothing behind', async () => {
    const file = path.join(dir, 'junk.webm');
    // A WebM header followed by junk: it passes a first look at its bytes but cannot be decoded.
    await writeFile(file, Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(4000, 7)]));
    await expect(offlineTranscriber({ tempDir: temp }).transcribe(audioFile(file, 'audio/webm'))).rejects.toBeInstanceOf(
      AudioUnreadableError,
    );
    expect(await readdir(temp)).toEqual([]);
  });

  it('gives up at its time limit, stopping pocketsphinx and leaving nothing behind', async () => {
    const file = path.join(dir, 'long.wav');
    await synthesizeSpeech(SENTENCE, file, { format: 'wav', repeat: 8 });
    const started = Date.now();
    const engine = offlineTranscriber({ tempDir: temp, segmentSeconds: 10, timeLimitMs: () => 300 });
    await expect(engine.transcribe(audioFile(file, 'audio/wav'))).rejects.toThrow('Transcription took longer than its time limit');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await readdir(temp)).toEqual([]);
  }, 30_000);
});

describe('what ffmpeg is told', () => {
  it('reads the sniffed container with its own demuxer, may open no other, and reads only the local input file', () => {
    expect(DEMUXERS).toEqual({
      'audio/webm': 'matroska',
      'audio/ogg': 'ogg',
      'audio/wav': 'wav',
      'audio/mp4': 'mov',
      'audio/mpeg': 'mp3',
    });
    const args = decodeArguments('mp3', 61);
    const option = (name: string) => args[args.indexOf(name) + 1];
    // Input options come before -i: the demuxer, then the whitelists.
    expect(args.indexOf('-f')).toBeLessThan(args.indexOf('-i'));
    expect(option('-f')).toBe('mp3');
    expect(option('-format_whitelist')).toBe('matroska,ogg,wav,mov,mp3');
    expect(option('-protocol_whitelist')).toBe('file');
    expect(args.indexOf('-format_whitelist')).toBeLessThan(args.indexOf('-i'));
    expect(args.indexOf('-protocol_whitelist')).toBeLessThan(args.indexOf('-i'));
    // The folder's own copy, by a fixed name: never a path or a name the member chose.
    expect(option('-i')).toBe('file:input');
    expect(option('-t')).toBe('61');
    expect(option('-map')).toBe('0:a:0');
    expect(args.at(-1)).toBe('file:audio.raw');
  });

  it('runs each program through prlimit with CPU, memory, file size, open files and core limits', () => {
    const limits = { cpuSeconds: 299.5, memoryBytes: PROCESS_MEMORY_BYTES, fileBytes: 5_000_000 };
    expect(confinedCommand('/usr/bin/ffmpeg', ['-i', 'file:input'], limits, '/usr/bin/prlimit')).toEqual({
      command: '/usr/bin/prlimit',
      args: [
        '--cpu=300',
        `--as=${512 * 1024 * 1024}`,
        '--fsize=5000000',
        '--nofile=64',
        '--core=0',
        '--',
        '/usr/bin/ffmpeg',
        '-i',
        'file:input',
      ],
    });
    // Without prlimit the program runs as it is (the deadlines still hold).
    expect(confinedCommand('/usr/bin/ffmpeg', ['-i', 'file:input'], limits, null)).toEqual({
      command: '/usr/bin/ffmpeg',
      args: ['-i', 'file:input'],
    });
  });
});

describe('the programs run confined', () => {
  it('in an empty folder holding a copy of the input, as an unprivileged user, under limits, with none of the app environment', async () => {
    // Stand-ins for ffmpeg and pocketsphinx that tell where and how they ran: ffmpeg writes its report as the
    // "decoded audio", pocketsphinx prints that and its own as the "transcript".
    const bin = await reportingStandIns(dir, {
      ffmpeg: `line="ffmpeg ${RUN_REPORT} args=$*"\n{ echo "$line"; head -c 64000 /dev/zero | tr "\\0" x; } > audio.raw\n`,
      pocketsphinx_continuous: `head -n 1 "$2"\necho "pocketsphinx ${RUN_REPORT} args=$*"\n`,
    });
    const file = path.join(dir, "Dana's grievance; rm -rf ~.webm");
    await synthesizeSpeech('Hello.', file, { format: 'webm' });
    const engine = offlineTranscriber({ searchPath: bin, tempDir: temp });
    const { text } = await withSandboxSecret(() =>
      engine.transcribe({ path: file, mimeType: 'audio/webm', fileName: path.basename(file), memberId: 'member-a' }),
    );
    const [ffmpeg, pocketsphinx] = ['ffmpeg', 'pocketsphinx'].map((program) => {
      const line = new RegExp(`${program} (.*?)(?:\\.(?: |$))`, 'i').exec(text)?.[1] ?? '';
      return readRunReport(line);
    });
    const root = process.getuid?.() === 0;
    const { user, prlimit } = await engine.sandbox();
    expect(prlimit).toBe('/usr/bin/prlimit');
    expect(user).toEqual(root ? { uid: 65534, gid: 65534 } : null);
    for (const ran of [ffmpeg, pocketsphinx]) {
      // A folder of its own under the temporary folder, since removed.
      expect(path.dirname(ran.cwd)).toBe(temp);
      expect(ran.uid).toBe(confinedUid());
      expect(ran.as).toBe(String(PROCESS_MEMORY_BYTES / 1024));
      expect(ran.nofile).toBe('64');
      expect(Number(ran.cpu)).toBeGreaterThan(0);
      expect(ran.fsize).not.toBe('unlimited');
      expect(onlyShellEnvironment(ran.env)).toBe(true);
      expect(ran.args).not.toContain('grievance');
    }
    expect(ffmpeg.files).toBe('input,');
    expect(pocketsphinx.files).toBe('audio.raw,input,segment-0.raw,');
    expect(ffmpeg.cpu).toBe('300');
    // (The transcript's sentences write a lone 'i' as 'I'.)
    expect(ffmpeg.args).toMatch(/-f matroska -format_whitelist matroska,ogg,wav,mov,mp3 -protocol_whitelist file -i file:input /i);
    expect(pocketsphinx.args).toMatch(/^-infile segment-0\.raw /);
    expect(text).not.toContain(SANDBOX_SECRET);
    expect(await readdir(temp)).toEqual([]);
  }, 30_000);
});

describe('disguised recordings', () => {
  let other: string;
  let engine: ReturnType<typeof offlineTranscriber>;
  beforeAll(async () => {
    // Another member's recording, readable by anyone: only the demuxer rules stand between it and the disguises.
    const shared = path.join(dir, 'shared');
    await mkdir(shared, { recursive: true });
    await chmod(dir, 0o755);
    await chmod(shared, 0o755);
    other = path.join(shared, 'other.mp3');
    await synthesizeSpeech(OTHER_SENTENCE, other, { format: 'mp3' });
    await chmod(other, 0o644);
    engine = offlineTranscriber({ tempDir: temp });
    // The recording itself is readable and says what the disguises look for.
    const direct = await engine.transcribe(audioFile(other, 'audio/mpeg'));
    expect(direct.text).toMatch(OTHER_WORDS);
  }, 30_000);

  it('refuses every container header with a playlist, list of files, stream description, image or text behind it', async () => {
    const outcomes: string[] = [];
    for (const probe of disguisedRecordings(other)) {
      const file = path.join(dir, 'disguised.bin');
      await writeFile(file, probe.bytes);
      // The type a caller would pass: what the bytes are, or what the header claims when they are nothing.
      const mimeType =
        sniffAudio(probe.bytes) ??
        { id3Only: 'audio/mpeg', webm: 'audio/webm', ogg: 'audio/ogg', wav: 'audio/wav', mp4: 'audio/mp4' }[probe.header];
      const outcome = await engine.transcribe(audioFile(file, mimeType)).then(
        (result) => `decoded ${result.durationSeconds} s: ${result.text}`,
        (error: Error) => error.name,
      );
      outcomes.push(`${probe.header} + ${probe.disguise}: ${outcome}`);
    }
    expect(outcomes.filter((o) => !o.endsWith(': AudioUnreadableError'))).toEqual([]);
    expect(outcomes).toHaveLength(Object.keys(HEADERS).length * 11);
    expect(await readdir(temp)).toEqual([]);
  }, 60_000);

  it('decodes a real MP3 with a playlist after its frames as the audio it holds: its frames, nothing of the other file', async () => {
    const file = path.join(dir, 'frames-then-playlist.mp3');
    await writeFile(file, Buffer.concat([MP3_WITH_FRAMES, Buffer.from(`#EXTM3U\n#EXTINF:10,\n${other}\n`)]));
    const result = await engine.transcribe(audioFile(file, 'audio/mpeg'));
    expect(result.durationSeconds).toBeLessThan(0.5);
    expect(result.text).not.toMatch(OTHER_WORDS);
  });

  it('refuses a file whose bytes are not the type it was given, whatever the caller said', async () => {
    const file = path.join(dir, 'sentence.webm');
    await synthesizeSpeech(SENTENCE, file, { format: 'webm' });
    await expect(engine.transcribe(audioFile(file, 'audio/mpeg'))).rejects.toBeInstanceOf(AudioUnreadableError);
    await expect(engine.transcribe(audioFile(file, 'application/x-mpegurl'))).rejects.toBeInstanceOf(AudioUnreadableError);
    expect(await readdir(temp)).toEqual([]);
  });
});

describe('the length that decides', () => {
  it('refuses, before recognising a word, audio longer than the caller allows, however it was declared', async () => {
    const file = path.join(dir, 'padded.ogg');
    await synthesizeSpeech(SENTENCE, file, { format: 'ogg', padSeconds: 20 });
    let recognised = false;
    await expect(
      offlineTranscriber({ tempDir: temp }).transcribe(audioFile(file, 'audio/ogg'), {
        maxSeconds: 10,
        onProgress: () => {
          recognised = true;
        },
      }),
    ).rejects.toBeInstanceOf(AudioTooLongError);
    expect(recognised).toBe(false);
    expect(await readdir(temp)).toEqual([]);
    // Within the limit it is transcribed as usual.
    const result = await offlineTranscriber({ tempDir: temp }).transcribe(audioFile(file, 'audio/ogg'), { maxSeconds: 60 });
    expect(result.durationSeconds).toBeGreaterThan(20);
    expect(wordErrorRate(SENTENCE, result.text).rate).toBeLessThan(0.3);
  }, 30_000);
});

describe('members served in turn', () => {
  /** A pool whose tasks each run until the test ends them, recording the order they start in. */
  function gatedPool(size: number) {
    const pool = new FairPool(size);
    const started: string[] = [];
    const running: Array<() => void> = [];
    const add = (key: string, name: string) =>
      pool.run(key, () => {
        started.push(name);
        return new Promise<void>((resolve) => running.push(resolve));
      });
    /** Ends the task that has run longest, and lets the pool hand its slot on. */
    const endOldest = async () => {
      running.shift()?.();
      for (let i = 0; i < 5; i++) await Promise.resolve();
    };
    return { add, endOldest, started };
  }

  it("gives the next free slot to a member who waits rather than to the rest of another member's queue", async () => {
    const { add, endOldest, started } = gatedPool(1);
    const tasks = ['a1', 'a2', 'a3', 'a4'].map((name) => add('a', name));
    tasks.push(add('b', 'b1'), add('b', 'b2'), add('c', 'c1'));
    for (let i = 0; i < tasks.length; i++) await endOldest();
    await Promise.all(tasks);
    // Not a1 a2 a3 a4 b1 b2 c1, as they came.
    expect(started).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4']);
  });

  it('keeps every slot busy when one member alone is waiting', async () => {
    const { add, endOldest, started } = gatedPool(2);
    const tasks = ['a1', 'a2', 'a3'].map((name) => add('a', name));
    await Promise.resolve();
    expect(started).toEqual(['a1', 'a2']);
    await endOldest();
    expect(started).toEqual(['a1', 'a2', 'a3']);
    await endOldest();
    await endOldest();
    await Promise.all(tasks);
  });

  it("transcribes a member's short recording while another member's long one is still mostly waiting its turn", async () => {
    const long = path.join(dir, 'long-for-a.wav');
    const short = path.join(dir, 'short-for-b.wav');
    await synthesizeSpeech(SENTENCE, long, { format: 'wav', repeat: 12 });
    await synthesizeSpeech(SENTENCE, short, { format: 'wav' });
    const engine = offlineTranscriber({ tempDir: temp, concurrency: 2, segmentSeconds: 5 });
    let longProgress = 0;
    let shortStarted: () => void = () => {};
    const startShort = new Promise<void>((resolve) => {
      shortStarted = resolve;
    });
    let longProgressWhenShortDone = -1;
    const a = engine.transcribe(audioFile(long, 'audio/wav', 'member-a'), {
      onProgress: (f) => {
        longProgress = f;
        // Member B sends theirs once A's recording is decoded and its segments are queued.
        if (f === 0) shortStarted();
      },
    });
    const b = startShort
      .then(() => engine.transcribe(audioFile(short, 'audio/wav', 'member-b')))
      .then((result) => {
        longProgressWhenShortDone = longProgress;
        return result;
      });
    const [longResult, shortResult] = await Promise.all([a, b]);
    expect(wordErrorRate(SENTENCE, shortResult.text).rate).toBeLessThan(0.3);
    expect(longResult.durationSeconds).toBeGreaterThan(50);
    // In the order they came, B's would have waited for nearly all of A's twelve segments (progress above 0.8).
    expect(longProgressWhenShortDone).toBeGreaterThanOrEqual(0);
    expect(longProgressWhenShortDone).toBeLessThan(0.6);
  }, 120_000);
});

describe('cutting a recording into segments', () => {
  it('cuts near every segment length at the quietest moment, and keeps a short tail with the last segment', () => {
    // 100 ms frames: loud, with a silence at 5.8 s and at 12.3 s.
    const energies = Array.from({ length: 160 }, (_, f) => (f === 58 || f === 123 ? 1 : 1000));
    expect(cutPoints(energies, 6)).toEqual([0, 5.8, 12.3, 16]);
    expect(cutPoints(energies.slice(0, 70), 6)).toEqual([0, 7]);
  });

  it('shares a short recording between the processes, in segments of 20 to 60 s', () => {
    expect(segmentLength(60, 2)).toBe(30);
    expect(segmentLength(10, 2)).toBe(20);
    expect(segmentLength(114, 2)).toBe(57);
    expect(segmentLength(600, 2)).toBe(60);
    expect(segmentLength(45, 1)).toBe(45);
  });

  it('writes the utterances as sentences', () => {
    expect(asSentences(['good morning', '', 'i think i was there ', 'icon'])).toBe('Good morning. I think I was there. Icon.');
  });
});
