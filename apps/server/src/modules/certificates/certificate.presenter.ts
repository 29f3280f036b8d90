import type { Certificate } from '@sandtable/shared/contracts/courses';
import { COURSE_FILE_PATHS } from '@sandtable/shared/contracts/courses';
import type { certificates } from '../../db/schema';
import type { CourseRow } from '../courses';

type CertificateRow = typeof certificates.$inferSelect;

/** The public page a certificate's QR code opens (a hash route of the web app). */
export const verifyUrl = (origin: string, number: string) => `${origin}/#/certificate-verify?number=${encodeURIComponent(number)}`;

/** What the certificate names as the course and the institution, in its language. */
export function certificateTexts(course: Pick<CourseRow, 'name' | 'certCourseName' | 'certInstitutionZh' | 'certInstitutionEn'>, locale: 'zh-CN' | 'en-US') {
  const institution = locale === 'en-US' ? (course.certInstitutionEn ?? course.certInstitutionZh) : (course.certInstitutionZh ?? course.certInstitutionEn);
  return { courseName: course.certCourseName ?? course.name, institution: institution ?? null };
}

export function presentCertificate(row: CertificateRow, course: CourseRow, origin: string): Certificate {
  return {
    number: row.number,
    name: row.name,
    ...certificateTexts(course, row.locale),
    issuedOn: row.issuedOn,
    locale: row.locale,
    pdfUrl: `${COURSE_FILE_PATHS.certificatePdf}${encodeURIComponent(row.number)}.pdf`,
    verifyUrl: verifyUrl(origin, row.number),
  };
}
