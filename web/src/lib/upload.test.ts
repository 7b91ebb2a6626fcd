import { afterEach, describe, expect, it, vi } from 'vitest';
import { isRefusedAsTooLarge, postForm, UploadError } from './upload';

/** The request as the server would see it, answered with `status` and `text`. */
class FakeXhr {
  static last: FakeXhr;
  static answer = { status: 201, text: '{"id":"img-1"}' };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  responseType = '';
  withCredentials = false;
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.sent = body;
    queueMicrotask(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.status = FakeXhr.answer.status;
      this.responseText = FakeXhr.answer.text;
      this.onload?.();
    });
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('postForm', () => {
  it('sends the form with the header the server asks of the app’s own pages, and reports progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = { status: 201, text: '{"id":"img-1"}' };
    const progress: number[] = [];
    const form = new FormData();
    form.append('image', new File(['x'], 'gate.jpg', { type: 'image/jpeg' }));
    await expect(postForm('/api/journal/entries/e1/images', form, (p) => progress.push(p))).resolves.toEqual({ id: 'img-1' });
    expect(FakeXhr.last.method).toBe('POST');
    expect(FakeXhr.last.url).toBe('/api/journal/entries/e1/images');
    expect(FakeXhr.last.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(FakeXhr.last.sent).toBe(form);
    expect(progress).toEqual([50, 100]);
  });

  it('rejects with the server’s message, or with status and text when there is none', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = { status: 413, text: '{"message":"The file is larger than 10 MB"}' };
    await expect(postForm('/api/admin/contract/preview', new FormData())).rejects.toThrow('The file is larger than 10 MB');
    FakeXhr.answer = { status: 502, text: 'Bad Gateway' };
    await expect(postForm('/api/admin/contract/preview', new FormData())).rejects.toThrow('502: Bad Gateway');
    // The status travels with the message: a 413 is a refusal no retry will change.
    FakeXhr.answer = { status: 413, text: '{"message":"Your storage is full"}' };
    const refused = await postForm('/api/meetings/m1/audio/chunks', new FormData()).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UploadError);
    expect(refused).toMatchObject({ status: 413, message: 'Your storage is full' });
    expect(isRefusedAsTooLarge(refused)).toBe(true);
    FakeXhr.answer = { status: 503, text: '{"message":"Busy"}' };
    expect(isRefusedAsTooLarge(await postForm('/api/x', new FormData()).catch((error: unknown) => error))).toBe(false);
  });
});
