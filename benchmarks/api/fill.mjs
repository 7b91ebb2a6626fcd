// Fills a fresh app through its own API, as people would: an administrator allowlists an email, a member registers
// with it and keeps a journal (50 entries, 273 witnesses, 105 photos: small real JPEG and PNG files made with sharp),
// the administrator posts 37 bulletins and the member subscribes to some private ones. Deterministic: the same
// texts every run, so that the figures of two runs compare.
import sharp from 'sharp';

export const FILL = { entries: 50, witnesses: 273, photos: 105, bulletins: 37 };

/** A small seeded generator (mulberry32): the same data every run. @param {number} seed */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `total` spread over `slots` counts of 0 to `max` each, unevenly but deterministically.
 * @param {() => number} rnd @param {number} slots @param {number} total @param {number} max @param {number} min
 */
function spread(rnd, slots, total, max, min = 0) {
  const counts = Array.from({ length: slots }, () => min + Math.floor(rnd() * (max - min + 1)));
  let sum = counts.reduce((a, b) => a + b, 0);
  while (sum !== total) {
    const i = Math.floor(rnd() * slots);
    const step = sum < total ? 1 : -1;
    if (step > 0 ? counts[i] < max : counts[i] > min) {
      counts[i] += step;
      sum += step;
    }
  }
  return counts;
}

const WORDS = (
  'the ramp lead told crew to load flight without the second wing walker belt loader tug gate hold bag cart ' +
  'supervisor overtime seniority list skipped break shortened heat radio weather lightning delay pushback ' +
  'schedule swap training badge report safety tag maintenance log shift start end union steward witness asked ' +
  'refused wrote down time names agreed article section meeting manager reason given none written statement'
).split(' ');

/** @param {() => number} rnd @param {number} length about this many characters of plausible text */
function text(rnd, length) {
  const out = [];
  let size = 0;
  while (size < length) {
    const sentence = Array.from({ length: 6 + Math.floor(rnd() * 10) }, () => WORDS[Math.floor(rnd() * WORDS.length)]).join(' ');
    const line = `${sentence[0].toUpperCase()}${sentence.slice(1)}.`;
    out.push(line);
    size += line.length + 1;
  }
  return out.join(' ');
}

/** @template T @param {() => number} rnd @param {T[]} list @returns {T} */
const pick = (rnd, list) => list[Math.floor(rnd() * list.length)];
const SHIFTS = ['6am-2pm (Day)', '2pm-10pm (Evening)', '10pm-6am (Night)', '7am-3pm (Day)', '3pm-11pm (Evening)', '11pm-7am (Night)'];
const JOB_TITLES = ['Fleet Service Agent', 'Senior Fleet Service Agent', 'Crew Chief', 'Ramp Lead', 'Cargo Agent', 'Other'];
const FIRST = ['Alicia', 'Marcus', 'Dana', 'Luis', 'Priya', 'Tom', 'Keisha', 'Wen', 'Omar', 'Grace', 'Jorge', 'Nina'];
const LAST = ['Romero', 'Reyes', 'Okafor', 'Nguyen', 'Patel', 'Kowalski', 'Brown', 'Haddad', 'Silva', 'Fischer'];
const BULLETIN_TYPES = ['general', 'test_scores', 'training', 'urgent'];

/** Five small photos: JPEG and PNG, noisy enough to be real images, a few KB each. */
async function photos() {
  const made = [];
  for (let i = 0; i < 5; i++) {
    const image = sharp({
      create: {
        width: 96,
        height: 72,
        channels: 3,
        background: { r: 40 * i, g: 120, b: 200 - 30 * i },
        noise: { type: 'gaussian', mean: 128, sigma: 20 },
      },
    });
    const png = i % 2 === 1;
    made.push({
      bytes: await (png ? image.png() : image.jpeg({ quality: 70 })).toBuffer(),
      type: png ? 'image/png' : 'image/jpeg',
      name: png ? `ramp-photo-${i}.png` : `IMG_20${i}1.jpg`,
    });
  }
  return made;
}

/**
 * A small client of the app's REST API, keeping a session cookie.
 * @param {string} base e.g. http://127.0.0.1:3000
 */
export function apiClient(base) {
  let cookie = '';
  /** @param {string} method @param {string} path @param {{ json?: unknown, form?: FormData, expect?: number }} [options] */
  async function call(method, path, { json, form, expect } = {}) {
    /** @type {Record<string, string>} */
    const headers = {};
    if (cookie) headers.cookie = cookie;
    if (json !== undefined) headers['content-type'] = 'application/json';
    // The app asks for this header on multipart writes (a cross-site form cannot send it).
    if (form) headers['x-requested-with'] = 'bench';
    const response = await fetch(base + path, { method, headers, body: form ?? (json === undefined ? undefined : JSON.stringify(json)) });
    const sid = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .filter((c) => c.startsWith('sid=') && c !== 'sid=')
      .at(-1);
    if (sid) cookie = sid;
    const body = await response.text();
    if (expect ? response.status !== expect : !response.ok) {
      throw new Error(`${method} ${path} answered ${response.status}: ${body.slice(0, 300)}`);
    }
    return body ? JSON.parse(body) : undefined;
  }
  return { call, cookie: () => cookie };
}

/**
 * @param {string} base the app's address
 * @param {{ username: string, password: string }} admin
 * @returns {Promise<{ memberCookie: string }>} the member's session cookie (`sid=...`)
 */
export async function fill(base, admin) {
  const rnd = random(15);
  const adminApi = apiClient(base);
  await adminApi.call('POST', '/api/auth/login', { json: admin });
  const email = 'bench.member@example.org';
  await adminApi.call('POST', '/api/admin/email-allowlist', { json: { email }, expect: 201 });

  const member = apiClient(base);
  await member.call('POST', '/api/auth/register', {
    expect: 201,
    json: {
      username: 'bench.member',
      password: 'bench-member-password',
      personalEmail: email,
      employeeNumber: '204518',
      firstName: 'Marcus',
      lastName: 'Reyes',
      employmentStatus: 'full_time',
      hireDate: '2014-06-02',
    },
  });

  const events = [];
  for (let i = 0; i < 4; i++) {
    const event = await member.call('POST', '/api/journal/events', {
      expect: 201,
      json: { eventTitle: `Ramp issue ${i + 1}: ${text(rnd, 40)}`.slice(0, 200), description: text(rnd, 160) },
    });
    events.push(event.id);
  }

  const witnesses = spread(rnd, FILL.entries, FILL.witnesses, 8, 1);
  const photoCounts = spread(rnd, FILL.entries, FILL.photos, 3);
  const files = await photos();
  const today = Date.now();
  const entries = [];
  for (let i = 0; i < FILL.entries; i++) {
    // Some entries share a date, so the list's tie-breaks (created, then id) are exercised too.
    const entryDate = new Date(today - Math.floor(i / 2) * 3 * 86_400_000).toISOString().slice(0, 10);
    const entry = await member.call('POST', '/api/journal/entries', {
      expect: 201,
      json: {
        eventId: events[i % events.length],
        employeeName: 'Marcus Reyes',
        employeeNumber: '204518',
        shift: pick(rnd, SHIFTS),
        teamNumber: rnd() < 0.8 ? `Team ${1 + Math.floor(rnd() * 9)}` : null,
        jobTitle: 'Fleet Service Agent',
        isSwappedShift: rnd() < 0.2,
        incidentNotes: text(rnd, 80 + Math.floor(rnd() * 160)),
        entryDate,
        status: pick(rnd, ['draft', 'saved', 'grievance_ready']),
      },
    });
    entries.push(entry.id);
    for (let w = 0; w < witnesses[i]; w++) {
      await member.call('POST', `/api/journal/entries/${entry.id}/participants`, {
        expect: 201,
        json: {
          name: `${pick(rnd, FIRST)} ${pick(rnd, LAST)}`,
          jobTitle: pick(rnd, JOB_TITLES),
          employeeNumber: rnd() < 0.7 ? String(100000 + Math.floor(rnd() * 900000)) : null,
          notes: rnd() < 0.4 ? text(rnd, 60) : null,
        },
      });
    }
    for (let p = 0; p < photoCounts[i]; p++) {
      const file = files[(i + p) % files.length];
      const form = new FormData();
      if (rnd() < 0.5) form.append('caption', text(rnd, 30));
      form.append('image', new Blob([file.bytes], { type: file.type }), file.name);
      await member.call('POST', `/api/journal/entries/${entry.id}/images`, { form, expect: 201 });
    }
  }
  // Closing makes an entry read-only, so a few are closed once their witnesses and photos are in.
  for (const id of entries.filter((_, i) => i % 9 === 4)) {
    await member.call('PATCH', `/api/journal/entries/${id}`, { json: { status: 'closed' } });
  }

  const bulletins = [];
  for (let i = 0; i < FILL.bulletins; i++) {
    const published = new Date(today - (i + 1) * 2 * 86_400_000);
    const bulletin = await adminApi.call('POST', '/api/bulletins', {
      expect: 201,
      json: {
        title: text(rnd, 20 + Math.floor(rnd() * 30)).slice(0, 200),
        content: text(rnd, 80 + Math.floor(rnd() * 200)),
        type: pick(rnd, BULLETIN_TYPES),
        isPublic: i % 5 !== 2,
        // Three Drafts, the others published over the past weeks; some expired (still in the feed, badged).
        ...(i < 3 ? { draft: true } : { publishedAt: published.toISOString() }),
        ...(i % 7 === 6 ? { expiresAt: new Date(published.getTime() + 86_400_000).toISOString() } : {}),
      },
    });
    bulletins.push(bulletin);
  }
  for (const bulletin of bulletins.filter((b, i) => !b.isPublic && i % 2 === 0 && b.publishedAt)) {
    await member.call('POST', `/api/bulletins/${bulletin.id}/visibility`, { json: { hasOptedIn: true } });
  }
  return { memberCookie: member.cookie() };
}
