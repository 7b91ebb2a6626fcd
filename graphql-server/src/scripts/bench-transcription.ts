import { readdir, readFile, stat } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { offlineTranscriber } from '../ai/transcriber/offline.js';
import { meetingScript, type SpeechOptions, synthesizeSpeech } from '../ai/transcriber/speech.testing.js';
import { wordErrorRate } from '../ai/transcriber/wer.js';

// `npm run bench:transcription`: the offline engine (ffmpeg + pocketsphinx) on the meeting script of
// data/transcription read by flite (voice rms) and sent as WebM/Opus as Chromium records it: word error rate,
// real-time factor (seconds of work per second of audio), peak memory of the recogniser, and the time from Stop
// to transcript (the whole transcription of the file, as the server does it) for a 1-minute and a 10-minute
// recording. Synthetic speech is far easier than people in a room: read these figures as a best case.

interface Case {
  name: string;
  options: SpeechOptions;
  /** The words said, when the whole script (or its repeats) is in the recording. */
  reference: string | null;
}

interface Row {
  name: string;
  audioSeconds: number;
  wallSeconds: number;
  wer: number | null;
  /** Highest resident memory of one pocketsphinx process, and of all of them at once, in MB. */
  peakMb: number;
  peakAllMb: number;
  segments: number;
}

/** The pocketsphinx processes started by this process, with their peak and current resident memory (kB). */
async function recognisers(): Promise<Array<{ pid: number; hwm: number; rss: number }>> {
  const found: Array<{ pid: number; hwm: number; rss: number }> = [];
  for (const entry of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = await readFile(`/proc/${entry}/status`, 'utf8');
      if (!/^Name:\s+pocketsphinx/m.test(status)) continue;
      if (Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]) !== process.pid) continue;
      found.push({
        pid: Number(entry),
        hwm: Number(/^VmHWM:\s+(\d+)/m.exec(status)?.[1] ?? 0),
        rss: Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0),
      });
    } catch {
      // the process ended between the listing and the read
    }
  }
  return found;
}

async function run(dir: string, c: Case): Promise<Row> {
  const file = path.join(dir, `${c.name.replace(/\W+/g, '-')}.webm`);
  await synthesizeSpeech(await meetingScript(), file, { format: 'webm', ...c.options });
  const engine = offlineTranscriber();
  let peak = 0;
  let peakAll = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const now = await recognisers();
      for (const p of now) peak = Math.max(peak, p.hwm);
      peakAll = Math.max(
        peakAll,
        now.reduce((sum, p) => sum + p.rss, 0),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  let segments = 0;
  const started = performance.now();
  const result = await engine.transcribe(
    { path: file, mimeType: 'audio/webm', fileName: path.basename(file), memberId: 'bench' },
    {
      onProgress: (f) => {
        if (f > 0) segments += 1;
      },
    },
  );
  const wallSeconds = (performance.now() - started) / 1000;
  sampling = false;
  await sampler;
  return {
    name: c.name,
    audioSeconds: result.durationSeconds,
    wallSeconds,
    wer: c.reference === null ? null : wordErrorRate(c.reference, result.text).rate,
    peakMb: peak / 1024,
    peakAllMb: peakAll / 1024,
    // The last report is the final 1.
    segments: Math.max(1, segments - 1),
  };
}

function table(rows: Row[]): string {
  const header = ['recording', 'audio', 'Stop -> transcript', 'real-time factor', 'word error', 'segments', 'peak RSS (one / all)'];
  const lines = rows.map((r) => [
    r.name,
    `${r.audioSeconds.toFixed(1)} s`,
    `${r.wallSeconds.toFixed(1)} s`,
    (r.wallSeconds / r.audioSeconds).toFixed(2),
    r.wer === null ? '-' : `${(r.wer * 100).toFixed(1)} %`,
    String(r.segments),
    `${r.peakMb.toFixed(0)} / ${r.peakAllMb.toFixed(0)} MB`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const row = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [row(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...lines.map(row)].join('\n');
}

const script = await meetingScript();
const cases: Case[] = [
  { name: 'script, clean', options: {}, reference: script },
  { name: 'script, quiet noise (pink, 0.03)', options: { noise: 0.03 }, reference: script },
  { name: 'script, loud noise (pink, 0.1)', options: { noise: 0.1 }, reference: script },
  { name: '1-minute recording', options: { seconds: 60 }, reference: null },
  { name: '10-minute recording (script x5)', options: { repeat: 5 }, reference: Array(5).fill(script).join(' ') },
];

const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-transcription-'));
try {
  const engine = offlineTranscriber();
  const programs = await engine.programs();
  if (!programs) {
    console.error('The offline engine is not installed: apt-get install pocketsphinx pocketsphinx-en-us ffmpeg flite');
    process.exit(1);
  }
  console.log(
    `offline engine: ${programs.pocketsphinx} + ${programs.ffmpeg}; ${os.availableParallelism()} cores, ${os.cpus()[0]?.model ?? ''}`,
  );
  const rows: Row[] = [];
  for (const c of cases) {
    const row = await run(dir, c);
    rows.push(row);
    const size = (await stat(path.join(dir, `${c.name.replace(/\W+/g, '-')}.webm`))).size;
    console.log(
      `  ${c.name}: ${row.wallSeconds.toFixed(1)} s for ${row.audioSeconds.toFixed(1)} s of audio (${(size / 1024).toFixed(0)} KB WebM)`,
    );
  }
  console.log(`\n${table(rows)}`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
