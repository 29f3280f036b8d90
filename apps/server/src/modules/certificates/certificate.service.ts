import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import { Errors } from '@sandtable/shared/errors/catalogue';
import type { Certificate, courseEndpoints } from '@sandtable/shared/contracts/courses';
import type { AppDeps } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { fail } from '../../lib/errors';
import { isUniqueViolation } from '../../db/errors';
import { accessCourse, type View } from '../courses';
import { managesCourse } from '../courses';
import type { CourseRow } from '../courses';
import { certificateTexts, presentCertificate, verifyUrl } from './certificate.presenter';
import { renderCertificatePdf } from './certificate.pdf';
import { findCertificate, saveCertificate } from './certificate.repo';
import { dateIn } from '@sandtable/shared/format/time';

type Req<K extends keyof typeof courseEndpoints> = z.output<(typeof courseEndpoints)[K]['request']>;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const NUMBER_ATTEMPTS = 5;

/** ST-<yyyy>-<courseId, 4+ digits>-<6 random base32 characters>, e.g. ST-2025-0042-K7Q2MZ. */
export function certificateNumber(year: string, courseId: number): string {
  let suffix = '';
  for (let i = 0; i < 6; i++) suffix += BASE32[randomInt(BASE32.length)];
  return `ST-${year}-${String(courseId).padStart(4, '0')}-${suffix}`;
}

/** The date a course's certificates carry: the one set on the course, else the day it ends. */
export function issuedOnOf(course: Pick<CourseRow, 'certIssuedOn' | 'endAt'>, timeZone: string): string {
  return course.certIssuedOn ?? dateIn(course.endAt, timeZone);
}

/**
 * Issues the caller's certificate of a course they completed, or re-issues it with a corrected
 * name or language: one per member (the course+user unique index), the number kept for good.
 * A new number that collides with another certificate's is drawn again.
 */
export async function generateCertificate(deps: AppDeps, view: View, input: Req<'certificateGenerate'>): Promise<Certificate> {
  const { course, member } = await accessCourse(deps, view.actor, input.courseId);
  if (!member) fail(Errors.notFound);
  if (member!.progress !== 'completed') fail(Errors.courseNotCompleted);
  const issuedOn = issuedOnOf(course, deps.config.TIME_ZONE);
  for (let attempt = 1; ; attempt++) {
    try {
      const row = await saveCertificate(deps.db, { number: certificateNumber(issuedOn.slice(0, 4), course.id), courseId: course.id, userId: view.actor.userId, name: input.name, locale: input.locale, issuedOn });
      return presentCertificate(row, course, view.origin);
    } catch (err) {
      if (attempt < NUMBER_ATTEMPTS && isUniqueViolation(err, 'certificates_number_key')) continue;
      throw err;
    }
  }
}

/** The public check behind the QR code: genuine or not, never an error. */
export async function verifyCertificate(deps: AppDeps, number: string) {
  const found = await findCertificate(deps.db, number.toUpperCase());
  if (!found) return { genuine: false, name: null, courseName: null, institution: null, issuedOn: null };
  const { courseName, institution } = certificateTexts(found.course, found.cert.locale);
  return { genuine: true, name: found.cert.name, courseName, institution, issuedOn: found.cert.issuedOn };
}

/** The PDF of a certificate, for its holder or a manager of the course; anyone else: not found. */
export async function certificatePdf(deps: AppDeps, actor: Actor, origin: string, number: string): Promise<{ number: string; pdf: Buffer }> {
  const found = await findCertificate(deps.db, number);
  if (!found || (found.cert.userId !== actor.userId && !managesCourse(actor, found.course))) fail(Errors.notFound);
  const { cert, course } = found!;
  const pdf = await renderCertificatePdf({ number: cert.number, name: cert.name, ...certificateTexts(course, cert.locale), issuedOn: cert.issuedOn, locale: cert.locale, verifyUrl: verifyUrl(origin, cert.number) });
  return { number: cert.number, pdf };
}
