import { describe, expect, it } from 'vitest';
import { memberState } from './admin.ts';

const member = (flags: Partial<Parameters<typeof memberState>[0]>) => ({
  isSoftDeleted: false,
  isBlocked: false,
  isDeactivated: false,
  isWarned: false,
  ...flags,
});

describe('a member’s one state', () => {
  it('is the strongest flag: deleted, blocked, deactivated, under warning, else active', () => {
    expect(memberState(member({}))).toBe('active');
    expect(memberState(member({ isWarned: true }))).toBe('warned');
    expect(memberState(member({ isWarned: true, isDeactivated: true }))).toBe('deactivated');
    expect(memberState(member({ isDeactivated: true, isBlocked: true }))).toBe('blocked');
    expect(memberState(member({ isBlocked: true, isWarned: true }))).toBe('blocked');
    expect(memberState(member({ isBlocked: true, isSoftDeleted: true, isDeactivated: true }))).toBe('deleted');
  });
});
