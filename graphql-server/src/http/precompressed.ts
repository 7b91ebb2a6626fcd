import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler } from 'express';

/** The encodings the web build writes beside each asset (web/vite.config.ts, precompressAssets), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number];

/** The weight (q) the client's Accept-Encoding gives each encoding it names; `*` stands for the ones it does not. */
function acceptedWeights(req: Request): (name: string) => number {
  const weights = new Map<string, number>();
  for (const part of (req.headers['accept-encoding'] ?? '').split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(token, q === undefined ? 1 : Number(q) || 0);
  }
  return (name) => weights.get(name) ?? weights.get('*') ?? 0;
}

/**
 * Serves the web build's hashed assets (`/assets/...`) as the build compressed them, brotli at its best or gzip level
 * 9, to a client that accepts that encoding; the others go on to express.static and the plain file. Every request
 * costs a lookup in a list made once at start (the assets never change while the server runs), no file-system check
 * and no compression. The compression middleware leaves an answer that already has a Content-Encoding alone.
 */
export function precompressedAssets(webDist: string): RequestHandler {
  const assetsDir = path.join(webDist, 'assets');
  const encodingsOf = new Map<string, Encoding[]>();
  let names: string[] = [];
  try {
    names = readdirSync(assetsDir);
  } catch {
    // No assets folder (a build without any): every request goes on to express.static.
  }
  const present = new Set(names);
  for (const name of present) {
    const found = ENCODINGS.filter((e) => present.has(name + e.suffix));
    if (found.length > 0) encodingsOf.set(`/assets/${name}`, found);
  }

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const available = encodingsOf.get(req.path);
    if (!available) return next();
    res.vary('Accept-Encoding');
    const weight = acceptedWeights(req);
    const encoding = available.find((e) => weight(e.name) > 0);
    if (!encoding) return next();

    res.type(path.extname(req.path));
    res.setHeader('Content-Encoding', encoding.name);
    res.sendFile(
      path.join(assetsDir, path.basename(req.path) + encoding.suffix),
      // Byte ranges of an encoded file would be ranges of the compressed bytes: no client needs them for a script.
      { maxAge: '1y', immutable: true, acceptRanges: false, dotfiles: 'deny' },
      (error) => {
        if (!error || res.headersSent) return;
        // The compressed file went missing: the plain one is still there for express.static.
        res.removeHeader('Content-Encoding');
        res.removeHeader('Content-Type');
        next();
      },
    );
  };
}
