import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../test/client.js';
import { serveWithWebDist, startTestServer, type TestServer } from '../test/harness.js';

// The web build's assets are sent as the build compressed them (brotli at its best, or gzip), to a client
// that accepts it; the others get the plain file. A built page in a folder of its own, served by the app as in
// production.

const SCRIPT = `export const members = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `Member ${i}` })))};\n`;
const STYLES = `.card { color: #1a1a1a; padding: 1rem; }\n`.repeat(200);
const brotli = (text: string) =>
  brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } });

let server: TestServer;
let webDist: string;
let url: string;
let close: () => Promise<void>;
const sizes = { scriptBr: 0, scriptGz: 0, stylesBr: 0 };
beforeAll(async () => {
  server = await startTestServer();
  webDist = await mkdtemp(path.join(os.tmpdir(), 'union-web-'));
  const assets = path.join(webDist, 'assets');
  await mkdir(assets);
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  const scriptBr = brotli(SCRIPT);
  const scriptGz = gzipSync(SCRIPT, { level: 9 });
  const stylesBr = brotli(STYLES);
  Object.assign(sizes, { scriptBr: scriptBr.length, scriptGz: scriptGz.length, stylesBr: stylesBr.length });
  await writeFile(path.join(assets, 'app-Ab12.js'), SCRIPT);
  await writeFile(path.join(assets, 'app-Ab12.js.br'), scriptBr);
  await writeFile(path.join(assets, 'app-Ab12.js.gz'), scriptGz);
  await writeFile(path.join(assets, 'app-Cd34.css'), STYLES);
  await writeFile(path.join(assets, 'app-Cd34.css.br'), stylesBr);
  await writeFile(path.join(assets, 'tiny-Ef56.js'), 'export {};\n');
  ({ url, close } = await serveWithWebDist(server, webDist));
});
afterAll(async () => {
  await close();
  await server.close();
  await rm(webDist, { recursive: true, force: true });
});

const get = (route: string, acceptEncoding: string, method = 'GET') =>
  new TestClient(url).raw(method, route, { headers: { 'accept-encoding': acceptEncoding } });

describe('the built assets', () => {
  it("go to a browser as the build's brotli file, cached for a year", async () => {
    // Chromium's header: brotli is preferred over gzip though gzip comes first.
    const res = await get('/assets/app-Ab12.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    // The file as written by the build, not compressed again on the fly (which would be sent chunked, without a length).
    expect(Number(res.headers.get('content-length'))).toBe(sizes.scriptBr);
    expect(res.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(await res.text()).toBe(SCRIPT);

    const css = await get('/assets/app-Cd34.css', 'br');
    expect(css.headers.get('content-encoding')).toBe('br');
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    expect(Number(css.headers.get('content-length'))).toBe(sizes.stylesBr);
    expect(await css.text()).toBe(STYLES);
  });

  it('go as the gzip file to a client without brotli, or that refuses it', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip;q=0.8', 'deflate, gzip']) {
      const res = await get('/assets/app-Ab12.js', accept);
      expect(res.headers.get('content-encoding'), accept).toBe('gzip');
      expect(Number(res.headers.get('content-length')), accept).toBe(sizes.scriptGz);
      expect(await res.text()).toBe(SCRIPT);
    }
  });

  it('go plain to a client that accepts no encoding the build wrote', async () => {
    // (fetch sends an Accept-Encoding of its own when none is given.)
    for (const accept of ['identity', 'gzip;q=0, br;q=0', 'zstd']) {
      const res = await get('/assets/app-Ab12.js', accept);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding'), accept).toBeNull();
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await res.text()).toBe(SCRIPT);
    }
    // Only brotli was written for the styles: a gzip client gets them compressed the ordinary way.
    const css = await get('/assets/app-Cd34.css', 'gzip');
    expect(css.headers.get('content-encoding')).toBe('gzip');
    expect(await css.text()).toBe(STYLES);
  });

  it('answer HEAD with the same headers and no body, and leave a file without a compressed copy as it is', async () => {
    const head = await get('/assets/app-Ab12.js', 'br', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(Number(head.headers.get('content-length'))).toBe(sizes.scriptBr);
    expect(await head.text()).toBe('');

    const tiny = await get('/assets/tiny-Ef56.js', 'br');
    expect(tiny.status).toBe(200);
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(await tiny.text()).toBe('export {};\n');
    expect((await get('/assets/missing-0000.js', 'br')).headers.get('content-encoding')).toBeNull();
  });
});
