import { readFile, writeFile } from 'node:fs/promises';
import { printAgreementPdf } from '../modules/contract/import/printed-pdf.testing.js';

// `node graphql-server/dist/scripts/print-agreement.js <agreement.txt> <out.pdf> "<running header>" [two-column pages]`
// Prints an agreement's text as a printed copy would be (running header, page numbers, hyphenation, two-column
// pages), for the benchmark's PDF agreement: the importer must read it as it reads the text.
const [input, output, header, columns = ''] = process.argv.slice(2);
if (!input || !output || !header) {
  console.error('usage: print-agreement <agreement.txt> <out.pdf> "<running header>" [2,5]');
  process.exit(2);
}
const twoColumnPages = columns.split(',').filter(Boolean).map(Number);
await writeFile(output, printAgreementPdf(await readFile(input, 'utf8'), { header, twoColumnPages }));
console.log(`${output}: printed, two-column pages ${twoColumnPages.join(', ') || 'none'}`);
