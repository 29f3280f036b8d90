import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, loginAs, type Caller, type TestApp } from '../../test/app';
import { buildCompany, buildCourse, buildUser, TEST_PASSWORD } from '../../test/factories';
import { courseMembers } from '../../db/schema';
import { multipart, PNG_1PX, JPEG_HEADER } from '../../test/sheets';
import { codeFor, freshMobile } from '../signin/signin.testkit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function someone(extra = {}) {
  const user = await buildUser(t.database.db, extra);
  return { user, session: await loginAs(t.app, user.account, TEST_PASSWORD) };
}

function uploadAvatar(bytes: Buffer, caller: Caller, name = 'me.png') {
  const body = multipart({ name, bytes });
  return t.app.inject({ method: 'POST', url: '/user/uploadAvatar.json', payload: body.payload, headers: { ...body.headers, cookie: caller.cookie ?? '', 'x-csrf-token': caller.csrf ?? '', language: 'en' } });
}

describe('POST /user/profile.json and /user/update.json', () => {
  it('edits one’s own profile fields', async () => {
    const { session } = await someone();
    const res = await call(t.app, 'POST', '/user/update.json', { name: '新名字', gender: 'female', age: 30, department: '研发部', positionId: 9, chatId: 'wx_1', organisation: '某大学' }, session);
    expect(res.json.body).toMatchObject({ name: '新名字', gender: 'female', age: 30, department: '研发部', positionId: 9, chatId: 'wx_1', organisation: '某大学' });
    expect((await call(t.app, 'POST', '/user/profile.json', {}, session)).json.body.positionId).toBe(9);
    expect((await call(t.app, 'POST', '/user/get.json', {}, session)).json.body.name).toBe('新名字');
  });

  it('refuses an unknown position and an absurd age, in the caller language', async () => {
    const { session } = await someone();
    const res = await call(t.app, 'POST', '/user/update.json', { positionId: 4, age: 300 }, { ...session, language: 'zh' });
    expect(res.json.head.fields).toEqual([
      { field: 'age', message: '年龄：不能大于 100' },
      { field: 'positionId', message: '请选择有效的职位' },
    ]);
  });

  it('needs a session', async () => {
    expect((await call(t.app, 'POST', '/user/update.json', { name: 'x' })).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/user/profile.json', {})).json.head.code).toBe('100006');
  });
});

describe('POST /user/updateEmail.json, updateNickName.json', () => {
  it('changes email and nickname, validating the email', async () => {
    const { session } = await someone();
    expect((await call(t.app, 'POST', '/user/updateEmail.json', { email: 'a@b.cn' }, session)).json.body.email).toBe('a@b.cn');
    expect((await call(t.app, 'POST', '/user/updateEmail.json', { email: 'nope' }, session)).json.head.fields![0].message).toBe('Please enter a valid email address');
    expect((await call(t.app, 'POST', '/user/updateNickName.json', { nickname: '小王' }, session)).json.body.nickname).toBe('小王');
    expect((await call(t.app, 'POST', '/user/updateNickName.json', { nickname: '' }, session)).json.head.code).toBe('100001');
    expect((await call(t.app, 'POST', '/user/updateNickName.json', { nickname: 'x' })).json.head.code).toBe('100006');
  });
});

describe('POST /user/updatePassword.json', () => {
  it('needs the current password and a matching pair; other sessions end, this one stays', async () => {
    const { user, session } = await someone();
    const other = await loginAs(t.app, user.account, TEST_PASSWORD);
    const wrong = await call(t.app, 'POST', '/user/updatePassword.json', { oldPassword: 'nope', password: 'NewPass1', confirmPassword: 'NewPass1' }, session);
    expect(wrong.json.head.code).toBe('101014');
    const mismatch = await call(t.app, 'POST', '/user/updatePassword.json', { oldPassword: TEST_PASSWORD, password: 'NewPass1', confirmPassword: 'NewPass2' }, session);
    expect(mismatch.json.head.fields).toEqual([{ field: 'confirmPassword', message: 'The two passwords do not match' }]);
    const ok = await call(t.app, 'POST', '/user/updatePassword.json', { oldPassword: TEST_PASSWORD, password: 'NewPass1', confirmPassword: 'NewPass1' }, session);
    expect(ok.json.head.code).toBe('000000');
    expect((await call(t.app, 'POST', '/user/get.json', {}, session)).json.head.code).toBe('000000');
    expect((await call(t.app, 'POST', '/user/get.json', {}, other)).json.head.code).toBe('100006');
    await loginAs(t.app, user.account, 'NewPass1');
  });
});

describe('POST /user/updateMobile.json', () => {
  it('moves the account to a new mobile proven by its code; the old one is then free', async () => {
    const { user, session } = await someone();
    const mobile = freshMobile();
    const code = await codeFor(t, mobile, 'changeMobile', session);
    const res = await call(t.app, 'POST', '/user/updateMobile.json', { mobile, code }, session);
    expect(res.json.body.mobile).toBe(mobile);
    await loginAs(t.app, mobile, TEST_PASSWORD);
    expect((await call(t.app, 'POST', '/user/updateMobile.json', { mobile, code }, session)).json.head.code).toBe('106003');
    expect((await call(t.app, 'POST', '/user/haveYouRegistered.json', { mobile: user.mobile })).json.body.registered).toBe(false);
  });

  it('counts wrong guesses: the fifth burns the code, even the right one fails after', async () => {
    const { session } = await someone();
    const mobile = freshMobile();
    const code = await codeFor(t, mobile, 'changeMobile', session);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await call(t.app, 'POST', '/user/updateMobile.json', { mobile, code: wrong }, session)).json.head.code).toBe('106003');
    }
    expect((await call(t.app, 'POST', '/user/updateMobile.json', { mobile, code }, session)).json.head.code).toBe('106003');
  });

  it('refuses a mobile someone else has, a bad code format, and strangers', async () => {
    const { session } = await someone();
    const other = await buildUser(t.database.db);
    expect((await call(t.app, 'POST', '/user/updateMobile.json', { mobile: other.mobile, code: '123456' }, session)).json.head.code).toBe('101008');
    expect((await call(t.app, 'POST', '/user/updateMobile.json', { mobile: freshMobile(), code: '12' }, session)).json.head.fields![0].field).toBe('code');
    expect((await call(t.app, 'POST', '/user/updateMobile.json', { mobile: freshMobile(), code: '123456' })).json.head.code).toBe('100006');
  });
});

describe('POST /user/getUserNameByMobile.json', () => {
  it('answers only about people the caller may see', async () => {
    const company = await buildCompany(t.database.db);
    const target = await buildUser(t.database.db, { companyId: company.id, mobile: '13712340000', name: '目标' });
    const colleague = await someone({ role: 'enterprise', companyId: company.id });
    const stranger = await someone({ role: 'student' });
    const lecturer = await someone({ role: 'lecturer' });
    expect((await call(t.app, 'POST', '/user/getUserNameByMobile.json', { mobile: target.mobile }, colleague.session)).json.body).toEqual({ found: true, userId: target.id, name: '目标' });
    // A lecturer sees only the people in the courses they run (courses/scope.test.ts has the rest).
    expect((await call(t.app, 'POST', '/user/getUserNameByMobile.json', { mobile: target.mobile }, lecturer.session)).json.body.found).toBe(false);
    const { course } = await buildCourse(t.database.db, { lecturerId: lecturer.user.id, createdBy: lecturer.user.id }, { teams: 1 });
    await t.database.db.insert(courseMembers).values({ courseId: course.id, userId: target.id, joinedVia: 'manager' });
    expect((await call(t.app, 'POST', '/user/getUserNameByMobile.json', { mobile: target.mobile }, lecturer.session)).json.body.found).toBe(true);
    expect((await call(t.app, 'POST', '/user/getUserNameByMobile.json', { mobile: target.mobile }, stranger.session)).json.body).toEqual({ found: false, userId: null, name: null });
    expect((await call(t.app, 'POST', '/user/getUserNameByMobile.json', { mobile: '123' }, stranger.session)).json.head.code).toBe('100001');
    expect((await call(t.app, 'POST', '/user/getUserNameByMobile.json', { mobile: target.mobile })).json.head.code).toBe('100006');
  });
});

describe('POST /user/uploadAvatar.json', () => {
  it('stores a PNG or JPEG checked by content and serves it', async () => {
    const { session } = await someone();
    const res = await uploadAvatar(PNG_1PX, session);
    expect(res.json().head.code).toBe('000000');
    const url = res.json().body.avatarUrl as string;
    expect(url).toMatch(/^\/files\/[\w-]+$/);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG_1PX)).toBe(true);
    expect((await uploadAvatar(JPEG_HEADER, session, 'me.jpg')).json().head.code).toBe('000000');
  });

  it('refuses a non-image named .png, a GIF, and anything over 1 MB', async () => {
    const { session } = await someone();
    const text = await uploadAvatar(Buffer.from('hello, I am not a picture'), session, 'evil.png');
    expect(text.json().head).toMatchObject({ code: '106007', message: 'This file type is not supported; use JPG / PNG.' });
    const gif = await uploadAvatar(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary'), session, 'a.gif');
    expect(gif.json().head.code).toBe('106007');
    const big = await uploadAvatar(Buffer.concat([PNG_1PX, Buffer.alloc(1024 * 1024)]), session);
    expect(big.json().head).toMatchObject({ code: '106006', message: 'The file is too large; the limit is 1MB.' });
  });

  it('needs a session and the csrf token; unknown files are not found', async () => {
    expect((await uploadAvatar(PNG_1PX, {})).json().head.code).toBe('100006');
    const { session } = await someone();
    expect((await uploadAvatar(PNG_1PX, { cookie: session.cookie })).json().head.code).toBe('100007');
    expect((await t.app.inject({ method: 'GET', url: '/files/aaaaaaaaaaaaaaaaaaaaaaaa' })).statusCode).toBe(404);
  });
});
