import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SpeechFormat, synthesizeSpeech } from '../ai/transcriber/speech.testing.js';
import { HEADERS } from '../ai/transcriber/disguised.testing.js';
import type { AudioMimeType } from './audio.js';
import { audioRemuxer, RemuxFailed, remuxArguments, reportedSeconds } from './audio-remux.js';
import { PROCESS_MEMORY_BYTES } from './confined.js';
import { confinedUid, onlyShellEnvironment, RUN_REPORT, readRunReport, reportingStandIns, withSandboxSecret } from './confined.testing.js';

// The remux of a closed recording on the real ffmpeg: the same audio in the same container, now with its length in
// the header, measured as it is copied; run confined as every program that reads a member's file.

const run = promisify(execFile);
let dir: string;
let temp: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'remux-test-'));
  temp = path.join(dir, 'work');
  await mkdir(temp);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const headerDuration = async (file: string) =>
  (await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', file])).stdout.trim();

describe('remuxing a closed recording', () => {
  it("gives a WebM written as a browser's recorder writes it the duration its header lacked, and leaves the original as it was", async () => {
    const file = path.join(dir, 'streamed.webm');
    await synthesizeSpeech('The supervisor said I was late on Tuesday.', file, { format: 'webm', asStream: true });
    const original = await readFile(file);
    expect(await headerDuration(file)).toBe('N/A');
    const result = await audioRemuxer({ tempDir: temp }).remux({ path: file, mimeType: 'audio/webm' }, async (remuxed) => ({
      ...remuxed,
      inHeader: Number(await headerDuration(remuxed.path)),
      bytes: await readFile(remuxed.path),
    }));
    expect(result.inHeader).toBeGreaterThan(2);
    expect(result.durationSeconds).toBeCloseTo(result.inHeader, 1);
    expect(result.size).toBe(result.bytes.length);
    // Matroska's index (Cues) is written too, for seeking.
    expect(result.bytes.includes(Buffer.from([0x1c, 0x53, 0xbb, 0x6b]))).toBe(true);
    expect((await readFile(file)).equals(original)).toBe(true);
    // Its confined folder is gone once the result was used.
    expect(await readdir(temp)).toEqual([]);
  }, 30_000);

  it('keeps every accepted container as it is, with the length measured', async () => {
    const formats: [SpeechFormat, AudioMimeType][] = [
      ['ogg', 'audio/ogg'],
      ['mp4', 'audio/mp4'],
      ['wav', 'audio/wav'],
      ['mp3', 'audio/mpeg'],
    ];
    for (const [format, mimeType] of formats) {
      const file = path.join(dir, `speech.${format}`);
      await synthesizeSpeech('The steward asked for the schedule.', file, { format });
      const measured = await audioRemuxer({ tempDir: temp }).remux({ path: file, mimeType }, async (remuxed) => ({
        seconds: remuxed.durationSeconds,
        inHeader: Number(await headerDuration(remuxed.path)),
      }));
      expect(measured.seconds, format).toBeGreaterThan(1);
      expect(Math.abs((measured.seconds ?? 0) - measured.inHeader), format).toBeLessThan(0.2);
    }
  }, 60_000);

  it('refuses a file that is not the container it is said to be, or only its header, and writes nothing', async () => {
    const remuxer = audioRemuxer({ tempDir: temp });
    const mp3 = path.join(dir, 'really.mp3');
    await synthesizeSpeech('Hello.', mp3, { format: 'mp3' });
    await expect(remuxer.remux({ path: mp3, mimeType: 'audio/webm' }, async () => 'used')).rejects.toBeInstanceOf(RemuxFailed);
    // A WebM header with a list of files behind it: the demuxer is matroska's alone, and it finds no audio.
    const disguised = path.join(dir, 'disguised.webm');
    await writeFile(disguised, Buffer.concat([HEADERS.webm, Buffer.from(`ffconcat version 1.0\nfile ${mp3}\n`)]));
    await expect(remuxer.remux({ path: disguised, mimeType: 'audio/webm' }, async () => 'used')).rejects.toBeInstanceOf(RemuxFailed);
    expect(await readdir(temp)).toEqual([]);
  });

  it('is unavailable without ffmpeg, and says so instead of keeping a file it did not make', async () => {
    const remuxer = audioRemuxer({ searchPath: path.join(dir, 'no-programs-here') });
    expect(await remuxer.available()).toBe(false);
    await expect(remuxer.remux({ path: '/nonexistent', mimeType: 'audio/webm' }, async () => 'used')).rejects.toBeInstanceOf(RemuxFailed);
  });
});

describe('what ffmpeg is told, and where it runs', () => {
  it('reads the sniffed container with its own demuxer only and local files only, copies the audio and reports the length', () => {
    const args = remuxArguments('audio/webm', 'remuxed.webm');
    const option = (name: string, from = 0) => args[args.indexOf(name, from) + 1];
    const input = args.indexOf('-i');
    expect(args.indexOf('-f')).toBeLessThan(input);
    expect(option('-f')).toBe('matroska');
    expect(option('-format_whitelist')).toBe('matroska,ogg,wav,mov,mp3');
    expect(option('-protocol_whitelist')).toBe('file');
    expect(option('-i')).toBe('file:input');
    expect(option('-c')).toBe('copy');
    expect(option('-f', input)).toBe('webm');
    expect(option('-progress')).toBe('pipe:1');
    expect(args.at(-1)).toBe('file:remuxed.webm');
    expect(remuxArguments('audio/mp4', 'remuxed.m4a')).toEqual(expect.arrayContaining(['-movflags', '+faststart']));
    expect(reportedSeconds('out_time_us=1000\nprogress=continue\nout_time_us=3501234\nprogress=end\n')).toBe(3.501);
    expect(reportedSeconds('out_time_us=N/A\nprogress=end\n')).toBeNull();
  });

  it('runs ffmpeg in an empty folder holding a copy of the recording, as an unprivileged user, under limits, with none of the app environment', async () => {
    // A stand-in ffmpeg that writes where and how it ran beside its output (the input copied back out) and reports a
    // length as ffmpeg's progress does.
    const bin = await reportingStandIns(dir, {
      ffmpeg: `echo "${RUN_REPORT} args=$*" > report.txt\ncp input remuxed.webm\necho out_time_us=4200000\n`,
    });
    const file = path.join(dir, "Dana's meeting; rm -rf ~.webm");
    await synthesizeSpeech('Hello.', file, { format: 'webm', asStream: true });
    const outcome = await withSandboxSecret(() =>
      audioRemuxer({ searchPath: bin, tempDir: temp }).remux({ path: file, mimeType: 'audio/webm' }, async (remuxed) => ({
        line: (await readFile(path.join(path.dirname(remuxed.path), 'report.txt'), 'utf8')).trim(),
        seconds: remuxed.durationSeconds,
      })),
    );
    const ran = readRunReport(outcome.line);
    expect(outcome.seconds).toBe(4.2);
    expect(path.dirname(ran.cwd)).toBe(temp);
    expect(ran.files).toBe('input,');
    expect(ran.uid).toBe(confinedUid());
    expect(ran.as).toBe(String(PROCESS_MEMORY_BYTES / 1024));
    expect(ran.nofile).toBe('64');
    expect(onlyShellEnvironment(ran.env)).toBe(true);
    expect(ran.args).toMatch(/-f matroska -format_whitelist matroska,ogg,wav,mov,mp3 -protocol_whitelist file -i file:input /);
    expect(ran.args).not.toContain('meeting');
    expect(await readdir(temp)).toEqual([]);
  });
});
