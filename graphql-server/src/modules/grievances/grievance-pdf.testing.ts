import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Tests: what poppler (pdftotext, pdfinfo, pdffonts, pdfimages) reads from a PDF. Text has its whitespace folded. */
export async function inspectPdf(pdf: Buffer) {
  const dir = await mkdtemp(path.join(tmpdir(), 'grievance-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, pdf);
    const [{ stdout: text }, { stdout: info }, { stdout: fonts }, { stdout: images }] = await Promise.all([
      run('pdftotext', ['-enc', 'UTF-8', file, '-']),
      run('pdfinfo', [file]),
      run('pdffonts', [file]),
      run('pdfimages', ['-list', file]),
    ]);
    return {
      text: text.replace(/\s+/g, ' '),
      pages: Number(/Pages:\s*(\d+)/.exec(info)?.[1] ?? 0),
      pageSize: /Page size:\s*(.*)/.exec(info)?.[1]?.trim(),
      fontRows: fonts
        .split('\n')
        .slice(2)
        .filter((l) => l.trim()),
      // 'smask' rows are the transparency of an image, not another image.
      imageCount: images
        .split('\n')
        .slice(2)
        .filter((l) => l.trim().split(/\s+/)[2] === 'image').length,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
