import { describe, expect, it } from 'vitest';
import { AUTHORITIES, authoritiesOf } from '@sandtable/shared/auth/authorities';
import { ROLES } from '@sandtable/shared/auth/roles';
import { access, allows, myCoursesPath } from './access';
import { findRoute } from './routes';

describe('access()', () => {
  it('is all false when logged out', () => {
    const flags = access(null);
    expect(flags.loggedIn).toBe(false);
    for (const authority of AUTHORITIES) expect(flags[authority], authority).toBe(false);
  });

  it('turns granted authorities into flags, ignoring unknown strings', () => {
    const flags = access(['portal:use', 'course:join', 'made:up']);
    expect(flags).toMatchObject({ loggedIn: true, 'portal:use': true, 'course:join': true, 'admin:console': false });
    expect(flags).not.toHaveProperty('made:up');
  });

  it('counts an empty list as logged in with no authority', () => {
    const flags = access([]);
    expect(flags.loggedIn).toBe(true);
    expect(flags['portal:use']).toBe(false);
  });

  it('gives the chief admin everything and a student no admin console', () => {
    const admin = access(authoritiesOf('chief_admin'));
    for (const authority of AUTHORITIES) expect(admin[authority], authority).toBe(true);
    const student = access(authoritiesOf('student'));
    expect(student['admin:console']).toBe(false);
    expect(student['course:join']).toBe(true);
  });
});

describe('allows()', () => {
  it('opens public routes to everyone, session routes to any login, others by authority', () => {
    const out = access(null);
    const student = access(authoritiesOf('student'));
    expect(allows(out, 'public')).toBe(true);
    expect(allows(out, 'session')).toBe(false);
    expect(allows(out, 'portal:use')).toBe(false);
    expect(allows(student, 'session')).toBe(true);
    expect(allows(student, 'portal:use')).toBe(true);
    expect(allows(student, 'user:manage')).toBe(false);
  });

  it('leads every role to a course list it may open (a lecturer to the courses they run)', () => {
    for (const role of ROLES) {
      const flags = access(authoritiesOf(role));
      const route = findRoute(myCoursesPath(flags));
      expect(route && allows(flags, route.access), role).toBe(true);
    }
    expect(myCoursesPath(access(authoritiesOf('lecturer')))).toBe('/course-management');
    expect(myCoursesPath(access(authoritiesOf('student')))).toBe('/personal-course-list');
  });
});
