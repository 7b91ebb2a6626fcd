// Recordings that are not: the first bytes of each accepted container followed by a text that one of ffmpeg's other
// demuxers would follow to another file, the network or an image, were ffmpeg left to pick the demuxer by content.
// Shared by the sniffing, engine, /api/transcribe and meeting tests.

const hex = (s: string) => Buffer.from(s.replace(/\s+/g, ''), 'hex');

/** The start of each accepted container, as encoders write it, up to where its audio would begin. */
export const HEADERS = {
  /** The 10 bytes of an empty ID3v2.4 tag: what passed for MP3 before frames were required after it. */
  id3Only: hex('49443304 00000000 0000'),
  /** ffmpeg's WebM: the EBML header (DocType webm), then a Segment of unknown size. */
  webm: hex('1a45dfa3 9f 4286 81 01 42f7 81 01 42f2 81 04 42f3 81 08 4282 84 7765626d 4287 81 04 4285 81 02 18538067 01ffffffffffffff'),
  /** ffmpeg's Ogg/Opus: the whole first page, holding OpusHead. */
  ogg: hex('4f676753 00 02 0000000000000000 7bbb27fb 00000000 4f22c543 01 13 4f707573486561640101380180bb0000000000'),
  /** RIFF/WAVE with its 'fmt ' chunk (16 kHz mono, 16-bit PCM) and no 'data' chunk. */
  wav: Buffer.concat([
    Buffer.from('RIFF', 'latin1'),
    hex('24000100'),
    Buffer.from('WAVEfmt ', 'latin1'),
    hex('10000000 0100 0100 803e0000 007d0000 0200 1000'),
  ]),
  /** ffmpeg's MP4: its 'ftyp' box (isom, iso2, mp41). */
  mp4: hex('0000001c 66747970 69736f6d 00000200 69736f6d 69736f32 6d703431'),
} as const;

export type HeaderName = keyof typeof HEADERS;

/**
 * An ID3 tag, then two MPEG-1 layer III frames of silence (417 bytes each): a real MP3 of 52 ms, which a text may
 * follow; what is decoded of it is those frames and nothing else.
 */
export const MP3_WITH_FRAMES = Buffer.concat([HEADERS.id3Only, ...[0, 1].map(() => Buffer.concat([hex('fffb9064'), Buffer.alloc(413)]))]);

export interface Disguise {
  /** What ffmpeg would have run, had it chosen by the content. */
  name: string;
  /** The text (or image) put behind the header; `target` names the other file (a path, or an http URL). */
  body(target: string): Buffer;
}

const text = (s: string) => Buffer.from(s, 'utf8');

/** One of each kind: playlists and lists of files, stream descriptions, images, and text formats of other kinds. */
export const DISGUISES: Disguise[] = [
  { name: 'concat (ffconcat list)', body: (target) => text(`ffconcat version 1.0\nfile '${target}'\nfile '${target}'\n`) },
  {
    name: 'concat through another protocol',
    body: (target) => text(`ffconcat version 1.0\nfile 'subfile,,start,0,end,0,,:${target}'\n`),
  },
  {
    name: 'HLS playlist',
    body: (target) =>
      text(`#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:10\n#EXTINF:10.0,\n${target}\n#EXTINF:10.0,\n${target}\n#EXT-X-ENDLIST\n`),
  },
  {
    name: 'DASH manifest',
    body: (target) =>
      text(
        '<?xml version="1.0" encoding="utf-8"?>\n<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="static" ' +
          'mediaPresentationDuration="PT10S" minBufferTime="PT1S" profiles="urn:mpeg:dash:profile:isoff-on-demand:2011">\n' +
          `<Period><AdaptationSet mimeType="audio/mpeg"><Representation id="a" bandwidth="64000"><BaseURL>${target}</BaseURL>` +
          '</Representation></AdaptationSet></Period></MPD>\n',
      ),
  },
  {
    name: 'SDP description',
    body: () => text('v=0\no=- 0 0 IN IP4 127.0.0.1\ns=probe\nc=IN IP4 127.0.0.1\nt=0 0\nm=audio 5004 RTP/AVP 0\na=rtpmap:0 PCMU/8000\n'),
  },
  {
    name: 'IMF composition playlist',
    body: (target) =>
      text(
        '<?xml version="1.0" encoding="UTF-8"?>\n<CompositionPlaylist xmlns="http://www.smpte-ra.org/schemas/2067-3/2016">' +
          `<Id>urn:uuid:00000000-0000-0000-0000-000000000001</Id><ContentTitle>${target}</ContentTitle></CompositionPlaylist>\n`,
      ),
  },
  { name: 'image2 pattern (in a list of files)', body: (target) => text(`ffconcat version 1.0\nfile '${target}-%03d.png'\n`) },
  {
    name: 'PNG image (image2 pipe)',
    body: () =>
      hex(
        '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63000100000500010d0a2db40000000049454e44ae426082',
      ),
  },
  { name: 'SubRip subtitles', body: (target) => text(`1\n00:00:00,000 --> 00:00:05,000\n${target}\n\n`) },
  { name: 'WebVTT subtitles', body: (target) => text(`WEBVTT\n\n00:00.000 --> 00:05.000\n${target}\n`) },
  { name: 'ffmetadata', body: (target) => text(`;FFMETADATA1\ntitle=${target}\n`) },
];

/** Every header with every disguise behind it. */
export function disguisedRecordings(target: string): { header: HeaderName; disguise: string; bytes: Buffer }[] {
  return (Object.keys(HEADERS) as HeaderName[]).flatMap((header) =>
    DISGUISES.map((d) => ({ header, disguise: d.name, bytes: Buffer.concat([HEADERS[header], d.body(target)]) })),
  );
}
