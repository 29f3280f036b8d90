import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { phoneSchema, newPasswordSchema, accountSchema, chineseNameSchema, stripPunctuation, isPhone } from './account';
import { authoritiesOf, hasAuthority, ROLE_AUTHORITIES, AUTHORITIES } from '../auth/authorities';
import { ROLES } from '../auth/roles';
import { courseDetailsObject } from './course';
import { levelSwitchAllowed } from './cm';

describe('account rules (spec §5)', () => {
  it('accepts exactly 11 digits as a phone', () => {
    expect(phoneSchema.safeParse('13812345678').success).toBe(true);
    for (const bad of ['1381234567', '138123456789', '1381234567a', '', '+8613812345']) {
      expect(phoneSchema.safeParse(bad).success, bad).toBe(false);
    }
    fc.assert(fc.property(fc.stringMatching(/^\d{11}$/), (p) => isPhone(p)));
  });

  it('wants passwords of 6+ characters with letters and digits', () => {
    expect(newPasswordSchema.safeParse('abc123').success).toBe(true);
    for (const bad of ['ab12', 'abcdef', '123456', '']) expect(newPasswordSchema.safeParse(bad).success, bad).toBe(false);
  });

  it('refuses an empty account, and checks Chinese-only names', () => {
    expect(accountSchema.safeParse('  ').success).toBe(false);
    expect(chineseNameSchema.safeParse('张伟').success).toBe(true);
    expect(chineseNameSchema.safeParse('Zhang Wei').success).toBe(false);
  });

  it('strips punctuation and whitespace', () => {
    expect(stripPunctuation(' 12,3.4-5 ！')).toBe('12345');
  });
});

describe('authorities', () => {
  it('grant the chief admin everything and every role portal use', () => {
    expect(authoritiesOf('chief_admin')).toEqual([...AUTHORITIES]);
    for (const role of ROLES) expect(hasAuthority(authoritiesOf(role), 'portal:use')).toBe(true);
  });
  it('keep admin screens from students, lecturers and observers', () => {
    for (const role of ['student', 'channel_student', 'lecturer', 'observer'] as const) {
      expect(ROLE_AUTHORITIES[role]).not.toContain('admin:console');
    }
    expect(hasAuthority(undefined, 'portal:use')).toBe(false);
  });
});

describe('course rules', () => {
  it('takes only a team-synergy version that has a scenario', () => {
    const tsVersion = courseDetailsObject.shape.tsVersion;
    for (const ok of [1, 4, null]) expect(tsVersion.safeParse(ok).success, String(ok)).toBe(true);
    for (const bad of [0, 5, 9, 2.5]) expect(tsVersion.safeParse(bad).success, String(bad)).toBe(false);
  });
});

describe('change game console rules', () => {
  it('lets the course level switch before any submit, a team level before that team submits', () => {
    expect(levelSwitchAllowed([], null)).toBe(true);
    expect(levelSwitchAllowed([3], null)).toBe(false);
    expect(levelSwitchAllowed([3], 4)).toBe(true);
    expect(levelSwitchAllowed([3, 4], 4)).toBe(false);
  });
});
