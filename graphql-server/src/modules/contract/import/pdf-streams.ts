import { constants, createInflate, inflateSync } from 'node:zlib';
import { IMPORT_LIMITS, streamTooLarge, tooLargeUncompressed, tooManyStreams } from './limits.js';

// A PDF's streams (page contents, fonts, images) are usually compressed with zlib, which can inflate a thousand times:
// a 1 MB stream can hold a gigabyte, and the PDF reader keeps what it has decoded of a stream in memory. The file's
// streams are measured here, by inflating them without keeping the output, before the PDF reader sees the file.

const STREAM = Buffer.from('stream', 'latin1');

/** The two bytes that open zlib data (the PDF reader refuses a Flate stream without them too). */
const isZlibHeader = (first: number, second: number) => (first & 0x0f) === 8 && ((first << 8) | second) % 31 === 0;

/**
 * Where the data of each stream may start: after the end of the line of each 'stream' keyword, as the PDF reader skips
 * to it. Every occurrence is a candidate and the data runs to the end of the file (zlib stops at its own end): a
 * stream's declared length or an 'endstream' inside the data cannot hide any of it. Each line is looked for once.
 */
function* streamDataOf(file: Buffer): Generator<Buffer> {
  let lineEnd = -1;
  let previousStart = -1;
  for (let at = file.indexOf(STREAM); at >= 0; at = file.indexOf(STREAM, at + STREAM.length)) {
    if (at >= 3 && file.toString('latin1', at - 3, at) === 'end') continue;
    if (lineEnd < at + STREAM.length) {
      lineEnd = at + STREAM.length;
      while (lineEnd < file.length && file[lineEnd] !== 0x0a && file[lineEnd] !== 0x0d) lineEnd++;
    }
    if (lineEnd >= file.length) return;
    const start = file[lineEnd] === 0x0d && file[lineEnd + 1] === 0x0a ? lineEnd + 2 : lineEnd + 1;
    if (start === previousStart) continue;
    previousStart = start;
    yield file.subarray(start);
  }
}

/** How many bytes zlib data inflates to, counted without keeping them, up to just past `limit`; corrupt data counts up to where it breaks. */
async function inflatedSize(data: Buffer, limit: number): Promise<number> {
  // Whole and within the limit, the usual case, in one quick call; past the limit it stops as soon as it gets there.
  try {
    return inflateSync(data, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: Math.max(1, limit) }).length;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return limit + 1;
  }
  return new Promise((resolve) => {
    const inflate = createInflate({ finishFlush: constants.Z_SYNC_FLUSH });
    let size = 0;
    const finish = () => {
      inflate.removeAllListeners('data');
      inflate.destroy();
      resolve(size);
    };
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) finish();
    });
    inflate.on('end', finish);
    inflate.on('error', finish);
    inflate.end(data);
  });
}

/**
 * Refuses a PDF with more compressed streams than a real agreement, a stream that inflates to more than a real
 * agreement's largest part, or streams that together inflate to more than a whole agreement. The work is bounded by
 * those limits, whatever the file holds.
 */
export async function assertUncompressedSizeWithinLimits(bytes: Uint8Array): Promise<void> {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let streams = 0;
  let total = 0;
  for (const data of streamDataOf(file)) {
    if (data.length < 2 || !isZlibHeader(data[0], data[1])) continue;
    streams += 1;
    if (streams > IMPORT_LIMITS.maxCompressedStreams) throw tooManyStreams();
    const remaining = IMPORT_LIMITS.maxUncompressedBytes - total;
    const limit = Math.min(IMPORT_LIMITS.maxUncompressedStreamBytes, remaining);
    const size = await inflatedSize(data, limit);
    if (size > limit) throw limit === remaining ? tooLargeUncompressed() : streamTooLarge();
    total += size;
  }
}
