import { describe, expect, it } from 'vitest';
import {
  audioChunkSeqSchema,
  isMeetingEditable,
  meetingDurationSchema,
  meetingRecordingUpdateSchema,
  meetingStartSchema,
  meetingUpdateSchema,
} from './meetings.js';

const firstMessage = (schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, v: unknown) =>
  schema.safeParse(v).error?.issues[0]?.message;

describe('meeting rules', () => {
  it('takes 1 to 20 participants with a name and one of the four roles; the employee number is optional', () => {
    const parsed = meetingStartSchema.parse({
      participants: [{ name: '  Dana Whitfield ', role: 'manager', employeeNumber: '' }],
      recordingConsent: true,
    });
    expect(parsed).toEqual({
      participants: [{ name: 'Dana Whitfield', role: 'manager', employeeNumber: null }],
      recordingConsent: true,
      notes: '',
    });
    expect(firstMessage(meetingStartSchema, { participants: [], recordingConsent: true })).toBe('Please add at least one participant');
    expect(firstMessage(meetingStartSchema, { participants: [{ name: '', role: 'coworker' }], recordingConsent: true })).toBe(
      'Participant name is required',
    );
    expect(firstMessage(meetingStartSchema, { participants: [{ name: 'A', role: 'owner' }], recordingConsent: true })).toMatch(/role/);
    const many = Array.from({ length: 21 }, (_, i) => ({ name: `P${i}`, role: 'coworker' }));
    expect(firstMessage(meetingStartSchema, { participants: many, recordingConsent: false })).toBe('At most 20 participants');
  });

  it('edits only the fields sent, drops NUL characters, and limits the notes', () => {
    expect(meetingUpdateSchema.parse({ notes: 'a\u0000b' })).toEqual({ notes: 'ab' });
    expect(meetingUpdateSchema.parse({})).toEqual({});
    expect(firstMessage(meetingUpdateSchema, { notes: 'x'.repeat(100_001) })).toBe('Notes must be at most 100,000 characters');
  });

  it("edits a recording's transcript only when sent, drops NUL characters, and limits it", () => {
    expect(meetingRecordingUpdateSchema.parse({})).toEqual({});
    expect(meetingRecordingUpdateSchema.parse({ transcript: 'We met\u0000.' })).toEqual({ transcript: 'We met.' });
    expect(meetingRecordingUpdateSchema.parse({ transcript: null })).toEqual({ transcript: '' });
    expect(firstMessage(meetingRecordingUpdateSchema, { transcript: 'x'.repeat(500_001) })).toBe(
      'The transcript must be at most 500,000 characters',
    );
  });

  it('reads a chunk seq from a form field or a number, and a duration in seconds', () => {
    expect(audioChunkSeqSchema.parse('12')).toBe(12);
    expect(audioChunkSeqSchema.parse(0)).toBe(0);
    for (const bad of ['', '-1', '1.5', 'one', -1, 1.5, null]) expect(audioChunkSeqSchema.safeParse(bad).success, String(bad)).toBe(false);
    expect(meetingDurationSchema.parse(undefined)).toBeNull();
    expect(meetingDurationSchema.parse(42.5)).toBe(42.5);
    expect(meetingDurationSchema.safeParse(Number.NaN).success).toBe(false);
    expect(meetingDurationSchema.safeParse(-1).success).toBe(false);
  });

  it('keeps a record editable until it is finalized', () => {
    expect(isMeetingEditable({ status: 'recording' })).toBe(true);
    expect(isMeetingEditable({ status: 'draft' })).toBe(true);
    expect(isMeetingEditable({ status: 'finalized' })).toBe(false);
  });
});
