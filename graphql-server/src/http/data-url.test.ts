import { describe, expect, it } from 'vitest';
import { DataUrlError, parseDataUrl } from './data-url.js';

const problem = (value: unknown, maxBytes = 100) => {
  try {
    parseDataUrl(value, { maxBytes });
    return 'parsed';
  } catch (error) {
    return error instanceof DataUrlError ? error.problem : 'another error';
  }
};

describe('parseDataUrl', () => {
  it('reads what FileReader.readAsDataURL writes, parameters included', () => {
    const parsed = parseDataUrl('data:Audio/WebM;codecs=opus;base64,aGVsbG8=', { maxBytes: 100 });
    expect(parsed).toEqual({ mediaType: 'audio/webm', parameters: { codecs: 'opus' }, bytes: Buffer.from('hello') });
    expect(parseDataUrl('data:audio/wav;base64,aGk=', { maxBytes: 2 }).bytes.toString()).toBe('hi');
  });

  it('refuses anything else as malformed or empty', () => {
    expect(
      [
        'hello',
        'data:,hello',
        'data:audio/webm,hello',
        'data:audio/webm;base64',
        'data:audiowebm;base64,aGVsbG8=',
        'data:audio/webm;codecs;base64,aGVsbG8=',
        'data:audio/webm;base64;codecs=opus,aGVsbG8=',
        'data:audio/webm;base64,aGVsbG8', // truncated: not a multiple of 4
        'data:audio/webm;base64,aGVs bG8=',
        'data:audio/webm;base64,aGVs\nbG8=',
        'data:audio/webm;base64,aGVsbG8-',
        'data:audio/webm;base64,a=Vsb G8=',
        'data:audio/webm;base64,====',
        ` data:audio/webm;base64,aGVsbG8=`,
        `data:${'a'.repeat(300)}/webm;base64,aGVsbG8=`,
        42,
        null,
      ].map((v) => problem(v)),
    ).toEqual(Array(17).fill('malformed'));
    expect(problem('data:audio/webm;base64,')).toBe('empty');
  });

  it('refuses more than the limit from the length alone', () => {
    expect(problem('data:audio/wav;base64,aGVsbG8=', 4)).toBe('too-large');
    expect(problem('data:audio/wav;base64,aGVsbG8=', 5)).toBe('parsed');
    // Not decoded (nor even checked as base64) when too large.
    expect(problem(`data:audio/wav;base64,${'*'.repeat(4000)}`, 100)).toBe('too-large');
  });
});
