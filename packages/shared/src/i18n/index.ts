import zhCommon from './zh-CN/common.json';
import zhErrors from './zh-CN/errors.json';
import zhValidation from './zh-CN/validation.json';
import zhFields from './zh-CN/fields.json';
import zhAuth from './zh-CN/auth.json';
import zhHome from './zh-CN/home.json';
import zhLegal from './zh-CN/legal.json';
import zhMenu from './zh-CN/menu.json';
import zhPeople from './zh-CN/people.json';
import zhSms from './zh-CN/sms.json';
import zhSignin from './zh-CN/signin.json';
import zhCourse from './zh-CN/course.json';
import zhCourseAdmin from './zh-CN/courseAdmin.json';
import zhCourseDetail from './zh-CN/courseDetail.json';
import zhCourseGroup from './zh-CN/courseGroup.json';
import zhCertificate from './zh-CN/certificate.json';
import zhGame from './zh-CN/game.json';
import zhAssessment from './zh-CN/assessment.json';
import zhShop from './zh-CN/shop.json';
import enCommon from './en-US/common.json';
import enErrors from './en-US/errors.json';
import enValidation from './en-US/validation.json';
import enFields from './en-US/fields.json';
import enAuth from './en-US/auth.json';
import enHome from './en-US/home.json';
import enLegal from './en-US/legal.json';
import enMenu from './en-US/menu.json';
import enPeople from './en-US/people.json';
import enSms from './en-US/sms.json';
import enSignin from './en-US/signin.json';
import enCourse from './en-US/course.json';
import enCourseAdmin from './en-US/courseAdmin.json';
import enCourseDetail from './en-US/courseDetail.json';
import enCourseGroup from './en-US/courseGroup.json';
import enCertificate from './en-US/certificate.json';
import enGame from './en-US/game.json';
import enAssessment from './en-US/assessment.json';
import enShop from './en-US/shop.json';

import type { Locale, Namespace } from './locales';

export * from './locales';

/**
 * All user-visible text, one JSON per namespace per locale, shared by the server (errors,
 * validation, fields, PDFs, notices) and the web (which loads them lazily: ./locales.ts). A test
 * keeps the two key sets identical.
 */
export const resources = {
  'zh-CN': {
    common: zhCommon,
    errors: zhErrors,
    validation: zhValidation,
    fields: zhFields,
    auth: zhAuth,
    home: zhHome,
    legal: zhLegal,
    menu: zhMenu,
    people: zhPeople,
    sms: zhSms,
    signin: zhSignin,
    course: zhCourse,
    courseAdmin: zhCourseAdmin,
    courseDetail: zhCourseDetail,
    courseGroup: zhCourseGroup,
    certificate: zhCertificate,
    game: zhGame,
    assessment: zhAssessment,
    shop: zhShop,
  },
  'en-US': {
    common: enCommon,
    errors: enErrors,
    validation: enValidation,
    fields: enFields,
    auth: enAuth,
    home: enHome,
    legal: enLegal,
    menu: enMenu,
    people: enPeople,
    sms: enSms,
    signin: enSignin,
    course: enCourse,
    courseAdmin: enCourseAdmin,
    courseDetail: enCourseDetail,
    courseGroup: enCourseGroup,
    certificate: enCertificate,
    game: enGame,
    assessment: enAssessment,
    shop: enShop,
  },
  // Exactly the namespaces of ./locales.ts, in each locale.
} as const satisfies Record<Locale, Record<Namespace, unknown>>;
