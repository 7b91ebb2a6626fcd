import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { createMember, expect, expectAccessible, signInQuickly, test as base } from './fixtures';

// The grievance meeting wizard in Chromium with a fake microphone that plays a WAV spoken by flite: the five
// steps, two recordings in one meeting, each transcribed by the offline engine and played with its length known
// before it is played, the meeting found and played in My Grievances' Meetings tab, and a recording interrupted by a
// reload offered back and finished, on a desktop and on a phone.

const run = promisify(execFile);

/** What the fake microphone says (words of the offline engine's test script, read by flite). */
const SPOKEN =
  'Good morning. This is a meeting with the ramp supervisor about the delay on the morning flight to Chicago. ' +
  'The employee has asked for a union representative and the steward is here for that reason.';
const SPOKEN_WORDS = new Set(SPOKEN.toLowerCase().match(/[a-z]{4,}/g));

/** The WAV made once per worker (flite, then ffmpeg to 16-bit PCM, 48 kHz mono), before Chromium is launched with it. */
const test = base.extend<object, { speechWav: string }>({
  speechWav: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a destructured object.
    async ({}, use) => {
      const dir = await mkdtemp(path.join(tmpdir(), 'meeting-e2e-'));
      const raw = path.join(dir, 'flite.wav');
      const wav = path.join(dir, 'speech.wav');
      await run('flite', ['-voice', 'rms', '-t', SPOKEN, '-o', raw]);
      await run('ffmpeg', ['-nostdin', '-v', 'error', '-i', raw, '-ac', '1', '-ar', '48000', '-c:a', 'pcm_s16le', '-f', 'wav', '-y', wav]);
      await use(wav);
      await rm(dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  launchOptions: [
    async ({ launchOptions, speechWav }, use) => {
      await use({
        ...launchOptions,
        args: [
          ...(launchOptions.args ?? []),
          '--use-fake-ui-for-media-stream',
          '--use-fake-device-for-media-stream',
          `--use-file-for-fake-audio-capture=${speechWav}`,
          '--autoplay-policy=no-user-gesture-required',
        ],
      });
    },
    { scope: 'worker' },
  ],
});

// A step that cannot be done fails in seconds, not at the end of the long test timeout.
test.use({ actionTimeout: 15_000 });

const MEETINGS_PATH = '/my-grievances/meetings';

async function openWizard(page: Page) {
  await page.getByRole('button', { name: 'INITIATE MEETING' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Grievance Meeting' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Accessibility of the open wizard in both themes, and a screenshot of the step. */
async function checkStep(page: Page, shot: string, testInfo: { outputPath: (name: string) => string }) {
  // Let the modal's and the toasts' transitions settle so axe and the screenshot see the final colours.
  await page.waitForTimeout(300);
  await expectAccessible(page, '[role="dialog"]');
  await page.screenshot({ path: testInfo.outputPath(`${shot}.png`) });
}

/** A length shown as m:ss ('1:05'), in seconds. */
const shownSeconds = (text: string) => {
  const [minutes, seconds] = text.split(':').map(Number);
  return minutes * 60 + seconds;
};

/**
 * The player's length as the browser reads it from the file's header, before a moment of it is played: finite (a
 * browser's WebM as recorded has none: Chromium says Infinity until it has played it through) and within a second of
 * the m:ss shown beside it.
 */
async function expectLengthKnownBeforePlaying(audio: Locator, shown: Locator) {
  await audio.evaluate((el: HTMLAudioElement) => {
    if (el.preload === 'none') {
      el.preload = 'metadata';
      el.load();
    }
  });
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  const { duration, played } = await audio.evaluate((el: HTMLAudioElement) => ({ duration: el.duration, played: el.played.length }));
  expect(played, 'nothing was played yet').toBe(0);
  expect(Number.isFinite(duration), `the header gives the length (${duration})`).toBe(true);
  expect(duration).toBeGreaterThan(0);
  await expect(shown).toHaveText(/^\d+:\d{2}$/);
  expect(Math.abs(shownSeconds((await shown.textContent()) ?? '') - duration)).toBeLessThanOrEqual(1);
}

/** Makes the player load its source; true once the browser has decoded enough of it to play. */
async function audioPlays(audio: Locator) {
  await audio.evaluate((el: HTMLAudioElement) => {
    el.preload = 'auto';
    el.load();
  });
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  const duration = await audio.evaluate((el: HTMLAudioElement) => el.duration);
  expect(Number.isFinite(duration)).toBe(true);
  expect(duration).toBeGreaterThan(0);
  await audio.evaluate((el: HTMLAudioElement) => el.play());
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime)).toBeGreaterThan(0);
  await audio.evaluate((el: HTMLAudioElement) => el.pause());
}

/** GET of the player's source: 200 and an audio type. */
async function expectAudioServed(page: Page, audio: Locator) {
  const src = await audio.getAttribute('src');
  expect(src).toBeTruthy();
  const res = await page.request.get(src as string);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^audio\//);
  expect((await res.body()).length).toBeGreaterThan(1000);
}

for (const device of [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
]) {
  test(`${device.name}: document a meeting through the five steps with two recordings, then find it in Meetings, play both and download its record`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    await page.setViewportSize(device.viewport);
    const member = await createMember(page.request, { firstName: 'Sam', lastName: 'Okafor' });
    await signInQuickly(page, member.username, member.password);
    await page.goto(MEETINGS_PATH);
    await expect(page.getByRole('heading', { name: 'No Meetings Yet' })).toBeVisible();

    // Step 0: the rights, the words to say and the contract's own provision; confirmed before going on.
    let dialog = await openWizard(page);
    const stepLine = dialog.getByTestId('wizard-step');
    await expect(stepLine).toHaveText('Step 1 of 5: Your rights');
    // An airline local is under the Railway Labor Act: the member asks for a steward; nothing tells them to decline.
    await expect(dialog.getByTestId('words-to-say')).toContainText(/I am asking for (a union steward|my union representative)/);
    await expect(dialog.getByTestId('words-to-say')).not.toContainText('choose not to participate');
    const provision = dialog.getByTestId('contract-provision');
    await expect(provision).toBeVisible({ timeout: 30_000 });
    await expect(provision.locator('cite')).toContainText(/Article \d+/);
    const next = dialog.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await checkStep(page, `${device.name}-0-rights`, testInfo);
    await dialog.getByRole('checkbox', { name: 'I understand my rights and am ready to document this meeting' }).check();
    await next.click();

    // Step 1: no going on without a participant; one typed in, one steward from the directory.
    await expect(stepLine).toHaveText('Step 2 of 5: Participants');
    await expect(dialog.getByTestId('no-participants')).toHaveText('Add at least one participant to continue.');
    await expect(next).toBeDisabled();
    await checkStep(page, `${device.name}-1-participants-empty`, testInfo);
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Jordan Hale');
    await dialog.getByRole('textbox', { name: 'Employee Number' }).fill('E2093');
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Supervisor' }).click();
    await dialog.getByRole('button', { name: 'Add Participant' }).click();
    await dialog.getByRole('combobox', { name: 'Add a steward from the directory' }).click();
    const steward = page.getByRole('option').first();
    const stewardLabel = (await steward.textContent()) ?? '';
    const stewardName = stewardLabel.replace(/\s*\(.*\)$/, '').trim();
    expect(stewardName.length).toBeGreaterThan(0);
    await steward.click();
    const people = dialog.getByRole('list', { name: 'Participants' }).getByRole('listitem');
    await expect(people).toHaveCount(2);
    await expect(people.nth(0)).toContainText('Jordan Hale');
    await expect(people.nth(0)).toContainText('Supervisor');
    await expect(people.nth(0)).toContainText('#E2093');
    await expect(people.nth(1)).toContainText(stewardName);
    await expect(people.nth(1)).toContainText('Shop Steward');
    await expect(next).toBeEnabled();
    await checkStep(page, `${device.name}-1-participants`, testInfo);
    await next.click();

    // Step 2: no recording before consent; then about four seconds of the fake microphone, and its transcript.
    await expect(stepLine).toHaveText('Step 3 of 5: Documentation');
    const start = dialog.getByRole('button', { name: 'Start Recording' });
    await expect(start).toBeDisabled();
    await expect(dialog.getByText('Recording starts only once everyone in the meeting has agreed to it.')).toBeVisible();
    const notes = dialog.getByRole('textbox', { name: 'Meeting notes' });
    await notes.fill('Called in about the late Chicago flight. I asked for my steward before answering.');
    await checkStep(page, `${device.name}-2-documentation`, testInfo);
    await dialog.getByRole('checkbox', { name: 'All participants are aware of and consent to recording' }).check();
    await expect(start).toBeEnabled();
    await start.click();
    await expect(page.getByText('Audio recording is now active')).toBeVisible();
    const timer = dialog.getByTestId('recording-timer');
    // It starts from zero (read as the toast shows, a second or two may have gone by) and counts up.
    await expect(timer).toHaveText(/^00:0[0-2]$/);
    const started = Number((await timer.textContent())?.slice(3));
    await expect(timer).toHaveText(new RegExp(`^00:0[${started + 1}-9]$`), { timeout: 5_000 });
    await checkStep(page, `${device.name}-2-recording`, testInfo);
    // At least 4 s recorded (the step's checks above take longer on a loaded machine: the timer may be well past it).
    await expect(timer).toHaveText(/^00:(?:0[4-9]|[1-5]\d)$/, { timeout: 5_000 });
    await dialog.getByRole('button', { name: 'Stop Recording' }).click();
    await expect(dialog.getByRole('button', { name: 'Transcribing' })).toBeVisible();
    const recordings = dialog.getByRole('list', { name: 'Recordings' }).getByRole('listitem');
    const transcript = dialog.getByRole('textbox', { name: 'Transcript of recording 1' });
    await expect(transcript).toBeVisible({ timeout: 90_000 });
    await expect(page.getByText(/^Transcribed \d+s of audio$/).first()).toBeVisible();
    const heard = (await transcript.inputValue()).trim();
    expect(heard.length, 'the transcript is not empty').toBeGreaterThan(0);
    const heardWords = heard.toLowerCase().match(/[a-z]{4,}/g) ?? [];
    expect(
      heardWords.filter((w) => SPOKEN_WORDS.has(w)),
      `at least one word of what flite said is in the transcript: "${heard}"`,
    ).not.toEqual([]);
    await transcript.fill(`${heard}\n(Checked against the recording.)`);

    // The microphone is ready again: a second recording of the same meeting, with the consent still given.
    await expect(start).toBeEnabled();
    await expect(dialog.getByRole('checkbox', { name: 'All participants are aware of and consent to recording' })).toBeChecked();
    await start.click();
    await expect(timer).toHaveText(/^00:(?:0[4-9]|[1-5]\d)$/, { timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Stop Recording' }).click();
    const secondTranscript = dialog.getByRole('textbox', { name: 'Transcript of recording 2' });
    await expect(secondTranscript).toBeVisible({ timeout: 90_000 });
    await expect(start).toBeEnabled();
    expect((await secondTranscript.inputValue()).trim().length, 'the second transcript is not empty').toBeGreaterThan(0);

    // Both listed, each with its own player whose length the browser knows before playing, shown as m:ss.
    await expect(recordings).toHaveCount(2);
    for (const [i, item] of [recordings.nth(0), recordings.nth(1)].entries()) {
      await expect(item).toContainText(`Recording ${i + 1}`);
      await expectLengthKnownBeforePlaying(item.locator('audio'), item.getByTestId('recording-duration'));
    }
    await notes.fill('Called in about the late Chicago flight. I asked for my steward before answering. The meeting waited for her.');
    await checkStep(page, `${device.name}-2-transcript`, testInfo);
    await next.click();

    // Step 3: a JPEG is kept with a caption, a GIF is refused inline.
    await expect(stepLine).toHaveText('Step 4 of 5: Evidence');
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a6ea5' } })
      .jpeg()
      .toBuffer();
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000000' } })
      .gif()
      .toBuffer();
    const files = dialog.locator('input[type="file"]');
    await files.setInputFiles([
      { name: 'staffing-plan.jpg', mimeType: 'image/jpeg', buffer: photo },
      { name: 'animation.gif', mimeType: 'image/gif', buffer: gif },
    ]);
    await expect(dialog.getByRole('alert')).toHaveText('animation.gif: Only JPEG, PNG, and WebP images are allowed');
    const chosen = dialog.getByRole('list', { name: 'Chosen images' }).getByRole('listitem');
    await expect(chosen).toHaveCount(1);
    await expect(chosen.first()).toContainText('staffing-plan.jpg');
    await dialog.getByRole('textbox', { name: 'Caption for staffing-plan.jpg' }).fill('The staffing plan on the board');
    await expect(dialog.getByText('1/5')).toBeVisible();
    await checkStep(page, `${device.name}-3-evidence`, testInfo);

    // Step 4: finalized, the toast counts the image; Close forgets everything.
    await dialog.getByRole('button', { name: 'Finalize' }).click();
    await expect(stepLine).toHaveText('Step 5 of 5: Confirmation', { timeout: 30_000 });
    await expect(page.getByText('Your meeting was documented with 1 supporting image.').first()).toBeVisible();
    await expect(dialog.getByText('Grievance Documented')).toBeVisible();
    await expect(dialog).toContainText('Jordan Hale (Supervisor), #E2093');
    await expect(dialog).toContainText(`${stewardName} (Shop Steward)`);
    await expect(dialog).toContainText('Recordings: 2 kept with the meeting');
    await expect(dialog).toContainText('Supporting images: 1');
    await checkStep(page, `${device.name}-4-confirmation`, testInfo);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    dialog = await openWizard(page);
    await expect(dialog.getByTestId('wizard-step')).toHaveText('Step 1 of 5: Your rights');
    await expect(dialog.getByRole('checkbox', { name: 'I understand my rights and am ready to document this meeting' })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Close meeting wizard' }).click();
    await expect(dialog).toBeHidden();

    // My Grievances, Meetings: the record, its audio, its transcript, its image and its ZIP.
    await page.goto(MEETINGS_PATH);
    await expect(page.getByTestId('meeting-count')).toHaveText('You have 1 meeting.');
    const card = page.getByRole('article', { name: /^Meeting on / });
    await expect(card.getByText('Finalized', { exact: true })).toBeVisible();
    await expect(card).toContainText('Jordan Hale (Supervisor, #E2093)');
    await expect(card).toContainText('The meeting waited for her.');
    await expect(card).toContainText('(Checked against the recording.)');
    await expect(card).toContainText(heard.split(/\s+/)[0]);
    await expect(card.getByRole('link', { name: 'staffing-plan.jpg' })).toBeVisible();
    const onCard = card.getByRole('list', { name: 'Recordings' }).getByRole('listitem');
    await expect(onCard).toHaveCount(2);
    for (const [i, item] of [onCard.nth(0), onCard.nth(1)].entries()) {
      const audio = item.locator('audio');
      await expect(audio).toHaveAccessibleName(new RegExp(`^Recording ${i + 1} of the meeting on `));
      await expectAudioServed(page, audio);
      await expectLengthKnownBeforePlaying(audio, item.getByTestId('recording-duration'));
      await audioPlays(audio);
    }
    await expectAccessible(page, 'main');
    await page.screenshot({ path: testInfo.outputPath(`${device.name}-5-meetings.png`), fullPage: true });

    const [record] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: 'Download record' }).click()]);
    expect(record.suggestedFilename()).toMatch(/\.zip$/);
    const zipPath = testInfo.outputPath('record.zip');
    await record.saveAs(zipPath);
    expect((await readFile(zipPath)).subarray(0, 2).toString('latin1')).toBe('PK');
    const { stdout: listing } = await run('unzip', ['-l', zipPath]);
    for (const name of ['recording-1.webm', 'recording-2.webm', 'transcript-1.txt', 'transcript-2.txt', 'notes.txt']) {
      expect(listing).toContain(`/${name}\n`);
    }
    expect(listing).toMatch(/\/images\/1-staffing-plan\.jpg/);
    const { stdout: transcriptInZip } = await run('unzip', ['-p', zipPath, '*/transcript-1.txt']);
    expect(transcriptInZip).toContain('(Checked against the recording.)');
    const { stdout: captions } = await run('unzip', ['-p', zipPath, '*/images/captions.txt']);
    expect(captions).toContain('The staffing plan on the board');
  });
}

test('a reload in the middle of a recording: the interrupted recording is offered back, and Resume finishes it', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const member = await createMember(page.request, { firstName: 'Ari', lastName: 'Lindqvist' });
  await signInQuickly(page, member.username, member.password);
  await page.goto(MEETINGS_PATH);

  const dialog = await openWizard(page);
  await dialog.getByRole('checkbox', { name: 'I understand my rights and am ready to document this meeting' }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Morgan Reyes');
  await dialog.getByRole('button', { name: 'Add Participant' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('checkbox', { name: 'All participants are aware of and consent to recording' }).check();

  // The first chunk (a 1 s timeslice) reaches the server, then the page is reloaded while still recording, six
  // seconds in: some chunks are on the server, the last ones only in this browser.
  const firstChunk = page.waitForResponse(
    (res) => /\/api\/meetings\/[^/]+\/recordings\/[^/]+\/chunks$/.test(res.url()) && res.request().method() === 'POST',
    {
      timeout: 20_000,
    },
  );
  await dialog.getByRole('button', { name: 'Start Recording' }).click();
  expect((await firstChunk).status()).toBeLessThan(300);
  await expect(dialog.getByTestId('recording-timer')).toHaveText(/00:0[6-9]/, { timeout: 10_000 });
  await page.reload();

  const offer = page.getByRole('region', { name: 'Interrupted recording' });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('An interrupted meeting recording was found');
  await expectAccessible(page, '[aria-label="Interrupted recording"]');
  await page.screenshot({ path: testInfo.outputPath('interrupted-offer.png') });
  await offer.getByRole('button', { name: 'Resume upload' }).click();
  await expect(page.getByText('The interrupted recording is saved with its meeting, in My Grievances under Meetings.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(offer).toBeHidden();

  await page.goto(MEETINGS_PATH);
  await expect(page.getByTestId('meeting-count')).toHaveText('You have 1 meeting.');
  const card = page.getByRole('article', { name: /^Meeting on / });
  await expect(card).toContainText('Morgan Reyes (Manager)');
  const audio = card.locator('audio');
  await expect(audio).toHaveCount(1);
  await expectAudioServed(page, audio);
  await expectLengthKnownBeforePlaying(audio, card.getByTestId('recording-duration'));
  await audioPlays(audio);
  // The recording is closed with what reached the server and transcribed: a draft with what the microphone said.
  await expect(card.getByText('Draft', { exact: true }).first()).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(card).toBeVisible();
    await expect(card).not.toContainText('Transcribing...');
    const text = ((await card.textContent()) ?? '').split('Transcript')[1]?.split('Download record')[0] ?? '';
    expect(
      text
        .toLowerCase()
        .match(/[a-z]{4,}/g)
        ?.filter((w) => SPOKEN_WORDS.has(w)) ?? [],
      `transcript: "${text}"`,
    ).not.toEqual([]);
  }).toPass({ timeout: 60_000 });
  await expect(page.getByRole('region', { name: 'Interrupted recording' })).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('interrupted-resumed.png'), fullPage: true });
});
