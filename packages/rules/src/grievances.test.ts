import { describe, expect, it } from 'vitest';
import { GRIEVANCE_CREATE_STATUS_MESSAGE, grievanceSchema, grievanceUpdateSchema } from './grievances.js';

const valid = { title: 'Belt loader', description: 'The stop failed.', contractViolation: 'Article 12' };
const messages = (input: unknown) => {
  const result = grievanceSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('grievance rules', () => {
  it('requires title, description and contract violation details, in the words of the form', () => {
    expect(messages({ title: ' ', description: '', contractViolation: null })).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      contractViolation: 'Contract violation details are required',
    });
  });

  it('creates a draft by default and refuses the statuses that are the union to set', () => {
    expect(grievanceSchema.parse(valid).status).toBe('draft');
    expect(grievanceSchema.parse({ ...valid, status: 'submitted' }).status).toBe('submitted');
    expect(messages({ ...valid, status: 'resolved' })).toEqual({ status: GRIEVANCE_CREATE_STATUS_MESSAGE });
  });

  it('checks the witness phone and email only when given', () => {
    expect(messages({ ...valid, witnessPhone: 'call me', witnessEmail: 'nobody' })).toEqual({
      witnessPhone: 'Invalid phone number format',
      witnessEmail: 'Please enter a valid email address',
    });
    expect(grievanceSchema.parse({ ...valid, witnessPhone: '', witnessEmail: '' })).toMatchObject({
      witnessPhone: null,
      witnessEmail: null,
    });
  });

  it('changes only the fields an edit sends', () => {
    expect(grievanceUpdateSchema.parse({ title: ' New title ' })).toEqual({ title: 'New title' });
    expect(grievanceUpdateSchema.parse({ location: null })).toEqual({ location: null });
  });
});
