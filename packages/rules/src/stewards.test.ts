import { describe, expect, it } from 'vitest';
import {
  departmentOptions,
  filterStewards,
  hasActiveFilters,
  NO_STEWARD_FILTERS,
  positionBadgeStyle,
  shiftLabel,
  shiftOptions,
  stewardCountText,
  stewardSchema,
  stewardUpdateSchema,
  telHref,
} from './stewards.js';

const s = (name: string, position: string, department: string, shift: string) => ({
  name,
  position,
  department,
  shift,
  phoneNumber: '(817) 555-0101',
});
const roster = [
  s('Raymond Castillo', 'Chief Steward', 'Ramp', 'day'),
  s('Tanya Whitfield', 'Steward', 'Ramp', 'night'),
  s('Linda Nguyen', 'Chief Steward', 'Baggage', 'night'),
  s('Maria Delgado', 'Alternate Steward', 'Cargo', 'swing'),
  s('Gene Pruitt', 'Steward', 'Provisioning', 'rotating'),
];
const names = (list: typeof roster) => list.map((x) => x.name);

describe('filterStewards', () => {
  it('returns everyone without filters', () => {
    expect(filterStewards(roster, NO_STEWARD_FILTERS)).toHaveLength(5);
  });

  it('matches a case-insensitive substring of the name, the department or the position', () => {
    expect(names(filterStewards(roster, { ...NO_STEWARD_FILTERS, search: 'NGUY' }))).toEqual(['Linda Nguyen']);
    expect(names(filterStewards(roster, { ...NO_STEWARD_FILTERS, search: 'carg' }))).toEqual(['Maria Delgado']);
    expect(names(filterStewards(roster, { ...NO_STEWARD_FILTERS, search: 'chief' }))).toEqual(['Raymond Castillo', 'Linda Nguyen']);
    expect(filterStewards(roster, { ...NO_STEWARD_FILTERS, search: 'day' })).toEqual([]); // the shift is not searched
  });

  it('matches department and shift exactly, and combines the three with AND', () => {
    expect(names(filterStewards(roster, { ...NO_STEWARD_FILTERS, department: 'Ramp' }))).toEqual(['Raymond Castillo', 'Tanya Whitfield']);
    expect(filterStewards(roster, { ...NO_STEWARD_FILTERS, department: 'ramp' })).toEqual([]);
    expect(names(filterStewards(roster, { ...NO_STEWARD_FILTERS, shift: 'night' }))).toEqual(['Tanya Whitfield', 'Linda Nguyen']);
    expect(names(filterStewards(roster, { search: '', department: 'Ramp', shift: 'night' }))).toEqual(['Tanya Whitfield']);
    expect(names(filterStewards(roster, { search: 'chief', department: 'Baggage', shift: 'night' }))).toEqual(['Linda Nguyen']);
    expect(filterStewards(roster, { search: 'chief', department: 'Cargo', shift: 'all' })).toEqual([]);
  });

  it('knows when a filter is active (a blank search is not one)', () => {
    expect(hasActiveFilters(NO_STEWARD_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_STEWARD_FILTERS, search: '   ' })).toBe(false);
    expect(hasActiveFilters({ ...NO_STEWARD_FILTERS, search: 'x' })).toBe(true);
    expect(hasActiveFilters({ ...NO_STEWARD_FILTERS, department: 'GSE' })).toBe(true);
    expect(hasActiveFilters({ ...NO_STEWARD_FILTERS, shift: 'day' })).toBe(true);
  });
});

describe('stewardCountText', () => {
  it('says N shop steward(s) without filters and X of N with filters', () => {
    expect(stewardCountText(14, 14, false)).toBe('14 shop stewards');
    expect(stewardCountText(1, 1, false)).toBe('1 shop steward');
    expect(stewardCountText(3, 14, true)).toBe('3 of 14 shop stewards');
    expect(stewardCountText(0, 14, true)).toBe('0 of 14 shop stewards');
  });
});

describe('positionBadgeStyle', () => {
  it('gives chief the primary style, alternate the secondary, anything else outline', () => {
    expect(positionBadgeStyle('Chief Steward')).toBe('primary');
    expect(positionBadgeStyle('assistant CHIEF')).toBe('primary');
    expect(positionBadgeStyle('Alternate Steward')).toBe('secondary');
    expect(positionBadgeStyle('Steward')).toBe('outline');
    expect(positionBadgeStyle('')).toBe('outline');
  });
});

describe('shiftLabel and the filter choices', () => {
  it('labels day, night and swing and shows other values raw', () => {
    expect(shiftLabel('day')).toBe('Day Shift');
    expect(shiftLabel('night')).toBe('Night Shift');
    expect(shiftLabel('swing')).toBe('Swing Shift');
    expect(shiftLabel('rotating')).toBe('rotating');
  });

  it('lists the departments and shifts present', () => {
    expect(departmentOptions(roster)).toEqual(['Baggage', 'Cargo', 'Provisioning', 'Ramp']);
    expect(shiftOptions(roster).map((o) => o.label)).toEqual(['Day Shift', 'Night Shift', 'Swing Shift', 'rotating']);
  });
});

describe('telHref', () => {
  it('keeps only digits and +', () => {
    expect(telHref('(817) 555-0101')).toBe('tel:8175550101');
    expect(telHref('+1 817.555.0101 ext')).toBe('tel:+18175550101');
  });
});

describe('stewardSchema', () => {
  const valid = { name: 'Kim Tran', position: 'Steward', department: 'GSE', shift: 'day', phoneNumber: '(817) 555-0112' };
  const message = (input: unknown) => {
    const r = stewardSchema.safeParse(input);
    return r.success ? null : r.error.issues[0].message;
  };

  it('accepts a steward, trims, defaults to active and an absent or empty email to none', () => {
    expect(stewardSchema.parse({ ...valid, name: '  Kim Tran ' })).toEqual({ ...valid, email: null, isActive: true });
    expect(stewardSchema.parse({ ...valid, email: '' }).email).toBeNull();
    expect(stewardSchema.parse({ ...valid, email: ' K.Tran@Example.org ' }).email).toBe('k.tran@example.org');
  });

  it.each([
    [{ name: ' ' }, 'Name is required'],
    [{ position: '' }, 'Position is required'],
    [{ department: undefined }, 'Department is required'],
    [{ shift: '' }, 'Shift is required'],
    [{ phoneNumber: '555-0101' }, 'Phone number must be at least 10 digits'],
    [{ phoneNumber: '(817) 555-01' }, 'Phone number must be at least 10 digits'],
    [{ phoneNumber: '' }, 'Phone number must be at least 10 digits'],
    [{ phoneNumber: '817-555-0101 x12' }, 'Invalid phone number format'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
  ])('refuses %o with the message', (override, expected) => {
    expect(message({ ...valid, ...override })).toBe(expected);
  });

  it('checks only the given fields when editing', () => {
    expect(stewardUpdateSchema.parse({ isActive: false })).toEqual({ isActive: false });
    expect(stewardUpdateSchema.safeParse({ phoneNumber: '123' }).error?.issues[0].message).toBe('Phone number must be at least 10 digits');
  });
});
