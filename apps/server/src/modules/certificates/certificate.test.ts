import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pdfText } from '../../test/pdf';
import { PNG } from 'pngjs';
import jsQR from 'jsqr';
import { asUser, buildTestApp, call, loginAs, type Caller, type TestApp } from '../../test/app';
import { buildCourse, buildUser, TEST_PASSWORD } from '../../test/factories';
import { certificates, courseMembers } from '../../db/schema';
import { certificateQrPng, renderCertificatePdf } from './certificate.pdf';
import { verifyUrl } from './certificate.presenter';
import { certificateNumber, issuedOnOf } from './certificate.service';

let t: TestApp;
let lecturer: Caller;
let otherLecturer: Caller;
let lecturerId: number;


beforeAll(async () => {
  t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 10_000, PUBLIC_URL: 'https://sandtable.test' });
  const lect = await buildUser(t.database.db, { role: 'lecturer' });
  lecturerId = lect.id;
  lecturer = await loginAs(t.app, lect.account, TEST_PASSWORD);
  otherLecturer = await loginAs(t.app, (await buildUser(t.database.db, { role: 'lecturer' })).account, TEST_PASSWORD);
});
afterAll(() => t.close());

/** A finished course with one team of two: the first member completed, the second did not. */
async function finished(overrides: Record<string, unknown> = {}) {
  const built = await buildCourse(
    t.database.db,
    { lecturerId, createdBy: lecturerId, status: 'completed', name: '市场模拟 · 春季班', startAt: new Date('2025-03-10T01:00:00Z'), endAt: new Date('2025-03-10T17:00:00Z'), registrationDeadline: new Date('2025-03-09T01:00:00Z'), certInstitutionZh: '沙盘商学院', certInstitutionEn: 'Sandtable Business School', ...overrides },
    { teams: 1, membersPerTeam: 2 },
  );
  await t.database.db.update(courseMembers).set({ progress: 'completed' }).where(eq(courseMembers.id, built.members[0].memberId));
  return { ...built, holder: await asUser(t, built.members[0].userId), unfinished: await asUser(t, built.members[1].userId) };
}


describe('certificate numbers and dates', () => {
  it('formats ST-<yyyy>-<courseId 4+ digits>-<6 base32>', () => {
    expect(certificateNumber('2025', 42)).toMatch(/^ST-2025-0042-[A-Z2-7]{6}$/);
    expect(certificateNumber('2025', 123456)).toMatch(/^ST-2025-123456-[A-Z2-7]{6}$/);
  });
  it('dates a certificate by the course’s certificate date, else its end in TIME_ZONE', () => {
    // 17:00 UTC is already the next day in Shanghai.
    expect(issuedOnOf({ certIssuedOn: null, endAt: new Date('2025-03-10T17:00:00Z') }, 'Asia/Shanghai')).toBe('2025-03-11');
    expect(issuedOnOf({ certIssuedOn: '2025-04-01', endAt: new Date() }, 'Asia/Shanghai')).toBe('2025-04-01');
  });
});

describe('the certificate PDF renderer', () => {
  const base = { number: 'ST-2025-0042-K7Q2MZ', name: '欧阳娜娜', courseName: '市场模拟', institution: '沙盘商学院', issuedOn: '2025-03-11', verifyUrl: verifyUrl('https://sandtable.test', 'ST-2025-0042-K7Q2MZ') };

  it('writes the Chinese name and the number, in Chinese and in English', async () => {
    const zh = await pdfText(await renderCertificatePdf({ ...base, locale: 'zh-CN' }));
    expect(zh).toContain('欧阳娜娜');
    expect(zh).toContain('ST-2025-0042-K7Q2MZ');
    expect(zh).toContain('结业证书');
    expect(zh).toContain('2025年3月11日');
    const en = await pdfText(await renderCertificatePdf({ ...base, locale: 'en-US' }));
    expect(en).toContain('欧阳娜娜');
    expect(en).toContain('ST-2025-0042-K7Q2MZ');
    expect(en).toContain('Certificate of Completion');
    expect(en).toContain('March 11, 2025');
  });

  it('embeds a QR code that decodes to the verification URL', async () => {
    const png = PNG.sync.read(await certificateQrPng(base.verifyUrl));
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe('https://sandtable.test/#/certificate-verify?number=ST-2025-0042-K7Q2MZ');
  });
});

describe('POST /course/certificate/generate.json', () => {
  it('issues a numbered certificate once; re-issuing corrects the name and keeps the number', async () => {
    const { course, holder } = await finished();
    const first = await call(t.app, 'POST', '/course/certificate/generate.json', { courseId: course.id, name: '张三' }, holder);
    expect(first.json.head.code).toBe('000000');
    expect(first.json.body).toMatchObject({ name: '张三', courseName: '市场模拟 · 春季班', institution: '沙盘商学院', issuedOn: '2025-03-11', locale: 'zh-CN' });
    const number: string = first.json.body.number;
    expect(number).toMatch(new RegExp(`^ST-2025-${String(course.id).padStart(4, '0')}-[A-Z2-7]{6}$`));
    expect(first.json.body.pdfUrl).toBe(`/course/certificate/${number}.pdf`);
    expect(first.json.body.verifyUrl).toBe(`https://sandtable.test/#/certificate-verify?number=${number}`);
    const again = await call(t.app, 'POST', '/course/certificate/generate.json', { courseId: course.id, name: 'Zhang San', locale: 'en-US' }, holder);
    expect(again.json.body).toMatchObject({ number, name: 'Zhang San', locale: 'en-US', institution: 'Sandtable Business School' });
    expect(await t.database.db.select().from(certificates).where(eq(certificates.courseId, course.id))).toHaveLength(1);
    const detail = await call(t.app, 'POST', '/course/get.json', { id: course.id }, holder);
    expect(detail.json.body.me.certificate.number).toBe(number);
  });

  it('refuses a member who has not completed the course (102010)', async () => {
    const { course, unfinished } = await finished();
    expect((await call(t.app, 'POST', '/course/certificate/generate.json', { courseId: course.id, name: '李四' }, unfinished)).json.head.code).toBe('102010');
  });

  it('checks input, session, role and membership', async () => {
    const { course, holder } = await finished();
    const outsider = await loginAs(t.app, (await buildUser(t.database.db)).account, TEST_PASSWORD);
    const bad = await call(t.app, 'POST', '/course/certificate/generate.json', { courseId: course.id, name: ' ' }, holder);
    expect(bad.json.head.fields!.map((f) => f.field)).toContain('name');
    expect((await call(t.app, 'POST', '/course/certificate/generate.json', { courseId: course.id, name: '张三', locale: 'fr' }, holder)).json.head.fields![0].field).toBe('locale');
    expect((await call(t.app, 'POST', '/course/certificate/generate.json', { courseId: course.id, name: '张三' })).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/course/certificate/generate.json', { courseId: course.id, name: '张三' }, lecturer)).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/course/certificate/generate.json', { courseId: course.id, name: '张三' }, outsider)).json.head.code).toBe('100004');
  });
});

describe('POST /certificate/verify.json', () => {
  it('answers genuine with the details for a real number, and false with nulls otherwise', async () => {
    const { course, holder } = await finished();
    const { number } = (await call(t.app, 'POST', '/course/certificate/generate.json', { courseId: course.id, name: '王五' }, holder)).json.body;
    const real = await call(t.app, 'POST', '/certificate/verify.json', { number });
    expect(real.json.body).toEqual({ genuine: true, name: '王五', courseName: '市场模拟 · 春季班', institution: '沙盘商学院', issuedOn: '2025-03-11' });
    const fake = await call(t.app, 'POST', '/certificate/verify.json', { number: 'ST-2025-0001-AAAAAA' });
    expect(fake.json).toMatchObject({ head: { code: '000000' }, body: { genuine: false, name: null, courseName: null, institution: null, issuedOn: null } });
  });

  it('needs a number', async () => {
    const bad = await call(t.app, 'POST', '/certificate/verify.json', { number: '' });
    expect(bad.json.head.code).toBe('100001');
    expect(bad.json.head.fields![0].field).toBe('number');
  });
});

describe('GET /course/certificate/<number>.pdf', () => {
  it('serves the PDF to the holder and the course’s managers, and not found to anyone else', async () => {
    const { course, holder, unfinished } = await finished();
    const { number } = (await call(t.app, 'POST', '/course/certificate/generate.json', { courseId: course.id, name: '诸葛亮' }, holder)).json.body;
    const url = `/course/certificate/${number}.pdf`;
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie: holder.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('诸葛亮');
    expect(text).toContain(number);
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: lecturer.cookie } })).statusCode).toBe(200);
    for (const other of [unfinished, otherLecturer]) {
      const refused = await call(t.app, 'GET', url, undefined, other);
      expect(refused.json.head.code).toBe('100004');
    }
    expect((await call(t.app, 'GET', '/course/certificate/ST-2025-0001-AAAAAA.pdf', undefined, holder)).json.head.code).toBe('100004');
    expect((await call(t.app, 'GET', `/course/certificate/${number}`, undefined, holder)).json.head.code).toBe('100004');
    expect((await call(t.app, 'GET', url)).json.head.code).toBe('100006');
  });
});
