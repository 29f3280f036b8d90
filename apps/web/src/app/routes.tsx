import type { ComponentType } from 'react';
import type { Namespace } from '@sandtable/shared/i18n/locales';
import { HOME_NAMESPACES } from '../i18n/core';
import type { RouteAccess } from './access';
import type { MenuIcon } from './layouts/menuIcons';

/** Side-menu sections, in the spec's order of the /index shell's routes (labels: menu:group.<id>). */
export const MENU_GROUPS = ['learning', 'personal', 'orders', 'admin'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

export interface AppRoute {
  /** The spec's hash path ('/home', '/orderdetail/:id'). */
  path: string;
  /** More paths showing the same page ('/' for login). */
  aliases?: readonly string[];
  /** i18n key of the title used by the menu, breadcrumb and document title. */
  title: `menu:${string}`;
  access: RouteAccess;
  /** 'shell': inside the /index shell (menu, header); 'public': the plain public frame. */
  layout: 'shell' | 'public';
  /** Where the side menu shows it; absent: not in the menu. */
  menu?: { group?: MenuGroup; order: number };
  /** The side menu's icon (the shell's chunk holds the icons: layouts/menuIcons.ts). */
  icon?: MenuIcon;
  /** The page the breadcrumb puts before this one. */
  parent?: string;
  /** Keep the page mounted (state and scroll) while the user visits other shell pages. */
  keepAlive?: boolean;
  /** Login and register pages: a logged-in visitor goes home, and 100006 is not a session expiry here. */
  authPage?: boolean;
  /**
   * Drawn without antd (the login page: docs/decisions/performance.md §12; the home page's welcome,
   * §15), so antd's frame (ConfigProvider, App) is not loaded with it; every other page renders in
   * that frame.
   */
  plain?: boolean;
  /**
   * The texts the page's first render needs beside the core ones, when that is not every text (the
   * default): the page loads the others itself before it uses them (the home page's sections).
   */
  texts?: readonly Namespace[];
  /** The page chunk, loaded lazily. */
  page: () => Promise<{ default: ComponentType }>;
}

/** Where the header's cart leads: the order page, which orders the cart's items together when no single item is named. */
export const CART_PATH = '/orderPlace';
export const HOME_PATH = '/home';
export const LOGIN_PATH = '/login';
/** Where an account with an initial password goes after login until it chooses its own. */
export const CHANGE_INITIAL_PASSWORD_PATH = '/change-initial-password';
/** The spec's /index shell has no page of its own: its children live at top-level paths. */
export const SHELL_PATH = '/index';

/** THE route table: the router, guard, menu, breadcrumb and document title all derive from it. */
export const ROUTES: readonly AppRoute[] = [
  {
    path: LOGIN_PATH,
    aliases: ['/'],
    title: 'menu:login',
    access: 'public',
    layout: 'public',
    authPage: true,
    plain: true,
    page: () => import('../features/auth/pages/Login'),
  },
  {
    path: '/agreement',
    title: 'menu:agreement',
    access: 'public',
    layout: 'public',
    page: () => import('../features/legal/pages/Agreement'),
  },
  {
    path: '/privacy',
    title: 'menu:privacy',
    access: 'public',
    layout: 'public',
    page: () => import('../features/legal/pages/Privacy'),
  },
  {
    path: '/forgetPassword',
    title: 'menu:forgetPassword',
    access: 'public',
    layout: 'public',
    authPage: true,
    page: () => import('../features/auth/pages/ForgetPassword'),
  },
  {
    path: '/register',
    title: 'menu:register',
    access: 'public',
    layout: 'public',
    authPage: true,
    page: () => import('../features/auth/pages/Register'),
  },
  {
    path: '/personalRegister',
    title: 'menu:personalRegister',
    access: 'public',
    layout: 'public',
    authPage: true,
    page: () => import('../features/auth/pages/PersonalRegister'),
  },
  {
    // The agreement the registration forms link to: the same text as /agreement.
    path: '/registerAgreement',
    title: 'menu:agreement',
    access: 'public',
    layout: 'public',
    page: () => import('../features/legal/pages/Agreement'),
  },
  {
    // Registration logs the student in: the welcome needs the new session.
    path: '/personal-register-success',
    title: 'menu:personalRegisterSuccess',
    access: 'session',
    layout: 'public',
    page: () => import('../features/auth/pages/PersonalRegisterSuccess'),
  },
  {
    // The chat app's first login: bind the identity to an account, then logged in.
    path: '/oauth-bind',
    title: 'menu:oauthBind',
    access: 'public',
    layout: 'public',
    authPage: true,
    page: () => import('../features/auth/pages/OauthBind'),
  },
  {
    // Opened on a phone from a desktop's QR code; the plain frame suits a phone.
    path: '/qr-confirm',
    title: 'menu:qrConfirm',
    access: 'session',
    layout: 'public',
    page: () => import('../features/auth/pages/QrConfirm'),
  },
  {
    path: CHANGE_INITIAL_PASSWORD_PATH,
    title: 'menu:changeInitialPassword',
    access: 'session',
    layout: 'public',
    page: () => import('../features/auth/pages/ChangeInitialPassword'),
  },
  {
    path: HOME_PATH,
    title: 'menu:home',
    access: 'portal:use',
    layout: 'shell',
    menu: { order: 0 },
    icon: 'HomeOutlined',
    texts: HOME_NAMESPACES,
    // The welcome is drawn without antd; its sections bring antd's frame after it has painted (§15).
    plain: true,
    page: () => import('../features/home/pages/Home'),
  },
  {
    path: '/student-information',
    title: 'menu:studentInformation',
    access: 'portal:use',
    layout: 'shell',
    menu: { group: 'personal', order: 10 },
    icon: 'IdcardOutlined',
    page: () => import('../features/people/pages/StudentInformation'),
  },
  {
    path: '/adminHome',
    title: 'menu:adminHome',
    access: 'admin:console',
    layout: 'shell',
    menu: { group: 'admin', order: 50 },
    icon: 'DashboardOutlined',
    page: () => import('../features/admin/pages/AdminHome'),
  },
  {
    path: '/student-management',
    title: 'menu:studentManagement',
    access: 'user:manage',
    layout: 'shell',
    menu: { group: 'admin', order: 51 },
    icon: 'TeamOutlined',
    page: () => import('../features/people/pages/StudentManagement'),
  },
  {
    path: '/new-add-student',
    title: 'menu:newAddStudent',
    access: 'user:manage',
    layout: 'shell',
    parent: '/student-management',
    page: () => import('../features/people/pages/NewAddStudent'),
  },
  {
    path: '/lecturer-management',
    title: 'menu:lecturerManagement',
    access: 'lecturer:manage',
    layout: 'shell',
    menu: { group: 'admin', order: 52 },
    icon: 'SolutionOutlined',
    page: () => import('../features/people/pages/LecturerManagement'),
  },
  {
    // The chief admin's own account and the portal's partner brandings (spec: chief admin). The
    // authority vocabulary has none for portal settings, so admin:console opens it and the
    // brandings show for the chief admin only (the server checks the role).
    path: '/administrator-modifiy',
    title: 'menu:administratorModify',
    access: 'admin:console',
    layout: 'shell',
    menu: { group: 'admin', order: 58 },
    icon: 'SettingOutlined',
    page: () => import('../features/admin/pages/AdministratorModify'),
  },
  {
    // Not in the spec: where the chief admin reads the texts the portal sent (in the demo, the
    // verification codes). Only the chief admin may (the server checks the role: enterprise users
    // hold admin:console too); notice:manage is the chief admin's authority over messages to users.
    path: '/sms-outbox',
    title: 'menu:smsOutbox',
    access: 'portal:settings',
    layout: 'shell',
    menu: { group: 'admin', order: 59 },
    icon: 'MessageOutlined',
    page: () => import('../features/admin/pages/SmsOutbox'),
  },
  // ---- Course detail, invitations and the learner's course pages (features/courses/{detail,invite,learner}).
  {
    path: '/general-coursedetails',
    title: 'menu:courseDetail',
    access: 'portal:use',
    layout: 'shell',
    page: () => import('../features/courses/detail/pages/CourseDetail'),
  },
  {
    // A course's plan, read-only: schedule and objectives (before signing up, or any time).
    path: '/course-plan-detail',
    title: 'menu:coursePlanDetail',
    access: 'portal:use',
    layout: 'shell',
    page: () => import('../features/courses/learner/pages/CoursePlanDetail'),
  },
  {
    path: '/personal-course-list',
    title: 'menu:personalCourseList',
    access: 'course:join',
    layout: 'shell',
    menu: { group: 'personal', order: 11 },
    icon: 'BookOutlined',
    page: () => import('../features/courses/learner/pages/PersonalCourseList'),
  },
  {
    path: '/sign-upCourse',
    title: 'menu:signUpCourse',
    access: 'course:join',
    layout: 'shell',
    menu: { group: 'personal', order: 12 },
    icon: 'ScheduleOutlined',
    page: () => import('../features/courses/learner/pages/SignUpCourse'),
  },
  {
    // Not in the spec by name: where an invite code or a scanned QR code (its joinUrl) lands.
    path: '/join',
    title: 'menu:joinCourse',
    access: 'course:join',
    layout: 'shell',
    parent: '/personal-course-list',
    page: () => import('../features/courses/invite/pages/Join'),
  },
  {
    path: '/initiate-invitation-page',
    title: 'menu:initiateInvitationPage',
    access: 'course:create',
    layout: 'shell',
    menu: { group: 'admin', order: 54 },
    icon: 'MailOutlined',
    page: () => import('../features/courses/invite/pages/InvitationCourses'),
  },
  {
    path: '/initiate-invitation',
    title: 'menu:initiateInvitation',
    access: 'course:create',
    layout: 'shell',
    parent: '/initiate-invitation-page',
    page: () => import('../features/courses/invite/pages/InitiateInvitation'),
  },
  {
    path: '/has-invite-participants/:courseId',
    title: 'menu:hasInviteParticipants',
    access: 'course:create',
    layout: 'shell',
    parent: '/initiate-invitation-page',
    page: () => import('../features/courses/invite/pages/InvitedParticipants'),
  },
  {
    // Not in the spec: the public page a certificate's QR code opens.
    path: '/certificate-verify',
    title: 'menu:certificateVerify',
    access: 'public',
    layout: 'public',
    page: () => import('../features/courses/detail/pages/CertificateVerify'),
  },
  // ---- end of course detail, invitations and learner pages.
  // ---- Course creation and management (features/courses/{create,manage}).
  {
    path: '/course-management',
    title: 'menu:courseManagement',
    access: 'course:create',
    layout: 'shell',
    menu: { group: 'admin', order: 53 },
    icon: 'ProfileOutlined',
    page: () => import('../features/courses/manage/pages/CourseManagement'),
  },
  {
    // The same courses as cards; the version flag (1 old, 2 new) decides which one the menu opens.
    path: '/course-management-new',
    title: 'menu:courseManagementNew',
    access: 'course:create',
    layout: 'shell',
    parent: '/course-management',
    page: () => import('../features/courses/manage/pages/CourseManagementNew'),
  },
  {
    path: '/create-generalcourse',
    title: 'menu:createGeneralCourse',
    access: 'course:create',
    layout: 'shell',
    menu: { group: 'admin', order: 53.1 },
    icon: 'AppstoreAddOutlined',
    parent: '/course-management',
    keepAlive: true,
    page: () => import('../features/courses/create/pages/CreateGeneralCourse'),
  },
  {
    path: '/invite-creatCourses',
    title: 'menu:inviteCreatCourses',
    access: 'course:create',
    layout: 'shell',
    parent: '/course-management',
    keepAlive: true,
    page: () => import('../features/courses/create/pages/InviteCreatCourses'),
  },
  {
    path: '/create-generalcourse-comm',
    title: 'menu:createGeneralCourseComm',
    access: 'course:create',
    layout: 'shell',
    parent: '/course-management',
    keepAlive: true,
    page: () => import('../features/courses/create/pages/CreateGeneralCourseComm'),
  },
  {
    path: '/create-generalcourse-AI',
    title: 'menu:createGeneralCourseAI',
    access: 'course:create',
    layout: 'shell',
    menu: { group: 'admin', order: 53.2 },
    icon: 'BulbOutlined',
    parent: '/course-management',
    keepAlive: true,
    page: () => import('../features/courses/create/pages/GuidedPlan'),
  },
  {
    path: '/create-generalcourse-AI-new',
    title: 'menu:createGeneralCourseAINew',
    access: 'course:create',
    layout: 'shell',
    parent: '/create-generalcourse-AI',
    keepAlive: true,
    page: () => import('../features/courses/create/pages/GuidedPlanNew'),
  },
  {
    path: '/curriculum-schedule',
    title: 'menu:curriculumSchedule',
    access: 'course:create',
    layout: 'shell',
    menu: { group: 'admin', order: 53.3 },
    icon: 'FieldTimeOutlined',
    page: () => import('../features/courses/manage/pages/CurriculumSchedule'),
  },
  {
    path: '/curriculum-schedule-new',
    title: 'menu:curriculumScheduleNew',
    access: 'course:create',
    layout: 'shell',
    parent: '/curriculum-schedule',
    page: () => import('../features/courses/manage/pages/CurriculumScheduleNew'),
  },
  {
    path: '/curriculum-record',
    title: 'menu:curriculumRecord',
    access: 'course:create',
    layout: 'shell',
    menu: { group: 'admin', order: 53.4 },
    icon: 'HistoryOutlined',
    page: () => import('../features/courses/manage/pages/CurriculumRecord'),
  },
  {
    path: '/admin-course-team-list',
    title: 'menu:adminCourseTeamList',
    access: 'course:create',
    layout: 'shell',
    menu: { group: 'admin', order: 53.5 },
    icon: 'ClusterOutlined',
    page: () => import('../features/courses/manage/pages/AdminCourseTeamList'),
  },
  // ---- Course groups (features/courses/groups).
  {
    path: '/admin-course-group-list-new',
    title: 'menu:adminCourseGroupList',
    access: 'course:create',
    layout: 'shell',
    menu: { group: 'admin', order: 53.6 },
    icon: 'PartitionOutlined',
    page: () => import('../features/courses/groups/pages/AdminCourseGroupList'),
  },
  {
    // With ?id=: one group, its courses and the learners' progress; without: the caller's programmes.
    path: '/course-group-details',
    title: 'menu:courseGroupDetails',
    access: 'session',
    layout: 'shell',
    menu: { group: 'personal', order: 11.5 },
    icon: 'NodeIndexOutlined',
    page: () => import('../features/courses/groups/pages/CourseGroupDetails'),
  },
  // ---- end of course groups.
  {
    // Managers see the courses they run, everybody else the ones they are in.
    path: '/calendar',
    title: 'menu:calendar',
    access: 'portal:use',
    layout: 'shell',
    menu: { group: 'learning', order: 1 },
    icon: 'CalendarOutlined',
    page: () => import('../features/courses/manage/pages/Calendar'),
  },
  // ---- end of course creation and management.
  // ---- The market simulation (features/game).
  {
    // The live course: members and the course's managers (the server decides; others read 100004).
    path: '/online',
    title: 'menu:online',
    access: 'portal:use',
    layout: 'shell',
    page: () => import('../features/game/pages/Online'),
  },
  {
    path: '/simulated-sand-table',
    title: 'menu:simulatedSandTable',
    access: 'portal:use',
    layout: 'shell',
    parent: '/online',
    page: () => import('../features/game/pages/SandTable'),
  },
  {
    path: '/markSimos',
    title: 'menu:markSimos',
    access: 'portal:use',
    layout: 'shell',
    menu: { group: 'learning', order: 2 },
    icon: 'FundOutlined',
    page: () => import('../features/game/pages/MarkSimos'),
  },
  {
    path: '/markSimos-details',
    title: 'menu:markSimosDetails',
    access: 'portal:use',
    layout: 'shell',
    parent: '/markSimos',
    page: () => import('../features/game/pages/MarkSimosDetails'),
  },
  {
    path: '/goldMedalWinners',
    title: 'menu:goldMedalWinners',
    access: 'portal:use',
    layout: 'shell',
    menu: { group: 'learning', order: 3 },
    icon: 'TrophyOutlined',
    page: () => import('../features/game/pages/GoldMedalWinners'),
  },
  {
    path: '/goldMedalWinnersDetial',
    title: 'menu:goldMedalWinnersDetail',
    access: 'portal:use',
    layout: 'shell',
    parent: '/goldMedalWinners',
    page: () => import('../features/game/pages/GoldMedalWinnersDetail'),
  },
  {
    path: '/test',
    title: 'menu:test',
    access: 'course:join',
    layout: 'shell',
    menu: { group: 'personal', order: 13.4 },
    icon: 'FormOutlined',
    page: () => import('../features/assessments/pages/Tests'),
  },
  {
    path: '/evaluate-score',
    title: 'menu:evaluateScore',
    access: 'course:join',
    layout: 'shell',
    menu: { group: 'personal', order: 13.45 },
    icon: 'BarChartOutlined',
    page: () => import('../features/assessments/pages/EvaluateScore'),
  },
  {
    path: '/ls-test',
    title: 'menu:lsTest',
    access: 'session',
    layout: 'shell',
    parent: '/test',
    page: () => import('../features/assessments/pages/LsTest'),
  },
  {
    path: '/ls-details',
    title: 'menu:lsDetails',
    access: 'session',
    layout: 'shell',
    parent: '/test',
    page: () => import('../features/assessments/pages/LsDetails'),
  },
  {
    path: '/ls-details-group',
    title: 'menu:lsDetailsGroup',
    access: 'session',
    layout: 'shell',
    parent: '/test',
    page: () => import('../features/assessments/pages/LsDetailsGroup'),
  },
  {
    path: '/ls-details-diff',
    title: 'menu:lsDetailsDiff',
    access: 'session',
    layout: 'shell',
    parent: '/test',
    page: () => import('../features/assessments/pages/LsDetailsDiff'),
  },
  {
    path: '/cf-test',
    title: 'menu:cfTest',
    access: 'session',
    layout: 'shell',
    parent: '/test',
    page: () => import('../features/assessments/pages/CfTest'),
  },
  {
    path: '/cf-report',
    title: 'menu:cfReport',
    access: 'session',
    layout: 'shell',
    parent: '/test',
    page: () => import('../features/assessments/pages/CfReport'),
  },
  {
    path: '/bf-test',
    title: 'menu:bfTest',
    access: 'session',
    layout: 'shell',
    parent: '/test',
    page: () => import('../features/assessments/pages/BfTest'),
  },
  {
    path: '/bf-report',
    title: 'menu:bfReport',
    access: 'session',
    layout: 'shell',
    parent: '/test',
    page: () => import('../features/assessments/pages/BfReport'),
  },
  {
    path: '/comm-test',
    title: 'menu:csTest',
    access: 'session',
    layout: 'shell',
    parent: '/test',
    page: () => import('../features/assessments/pages/CommTest'),
  },
  {
    path: '/comm-report',
    title: 'menu:csReport',
    access: 'session',
    layout: 'shell',
    parent: '/test',
    page: () => import('../features/assessments/pages/CommReport'),
  },
  {
    path: '/tw-test',
    title: 'menu:twTest',
    access: 'session',
    layout: 'shell',
    parent: '/test',
    page: () => import('../features/assessments/pages/TwTest'),
  },
  {
    path: '/tw-report',
    title: 'menu:twReport',
    access: 'session',
    layout: 'shell',
    parent: '/test',
    page: () => import('../features/assessments/pages/TwReport'),
  },
  {
    path: '/action-cards',
    title: 'menu:actionCards',
    access: 'session',
    layout: 'shell',
    parent: '/test',
    page: () => import('../features/assessments/pages/ActionCards'),
  },
  {
    path: '/oh-test',
    title: 'menu:ohTest',
    access: 'session',
    layout: 'shell',
    parent: '/test',
    page: () => import('../features/assessments/pages/OhTest'),
  },
  {
    path: '/oh-report',
    title: 'menu:ohReport',
    access: 'session',
    layout: 'shell',
    parent: '/test',
    page: () => import('../features/assessments/pages/OhReport'),
  },
  {
    path: '/evaluation-company',
    title: 'menu:evaluationCompany',
    access: 'report:company',
    layout: 'shell',
    menu: { group: 'admin', order: 50.5 },
    icon: 'HeatMapOutlined',
    page: () => import('../features/assessments/pages/EvaluationCompany'),
  },
  {
    path: '/belbin',
    title: 'menu:belbin',
    access: 'course:join',
    layout: 'shell',
    menu: { group: 'personal', order: 13.5 },
    icon: 'TeamOutlined',
    page: () => import('../features/assessments/pages/Belbin'),
  },
  {
    path: '/belbinTest',
    title: 'menu:belbinTest',
    access: 'session',
    layout: 'shell',
    parent: '/belbin',
    page: () => import('../features/assessments/pages/BelbinTest'),
  },
  {
    path: '/belbinResult',
    title: 'menu:belbinResult',
    access: 'session',
    layout: 'shell',
    parent: '/belbin',
    page: () => import('../features/assessments/pages/BelbinResult'),
  },
  {
    path: '/belbinReport',
    title: 'menu:belbinReport',
    access: 'session',
    layout: 'shell',
    parent: '/belbin',
    page: () => import('../features/assessments/pages/BelbinReport'),
  },
  {
    path: '/belbinSelectRole',
    title: 'menu:belbinSelectRole',
    access: 'session',
    layout: 'shell',
    parent: '/belbinReport',
    page: () => import('../features/assessments/pages/BelbinSelectRole'),
  },
  {
    path: '/belbinGroupReport',
    title: 'menu:belbinGroupReport',
    access: 'session',
    layout: 'shell',
    parent: '/belbin',
    page: () => import('../features/assessments/pages/BelbinGroupReport'),
  },
  {
    path: '/belbinOther',
    title: 'menu:belbinOther',
    access: 'session',
    layout: 'shell',
    parent: '/belbin',
    page: () => import('../features/assessments/pages/BelbinOther'),
  },
  {
    path: '/belbinOtherTest',
    title: 'menu:belbinOtherTest',
    access: 'public',
    layout: 'public',
    page: () => import('../features/assessments/pages/BelbinOtherTest'),
  },
  {
    path: '/belbinOtherReport',
    title: 'menu:belbinOtherReport',
    access: 'session',
    layout: 'shell',
    page: () => import('../features/assessments/pages/BelbinOtherReport'),
  },
  {
    path: '/myGrades',
    title: 'menu:myGrades',
    access: 'course:join',
    layout: 'shell',
    menu: { group: 'personal', order: 13 },
    icon: 'LineChartOutlined',
    page: () => import('../features/game/pages/MyGrades'),
  },
  {
    path: '/historyGrade',
    title: 'menu:historyGrade',
    access: 'course:join',
    layout: 'shell',
    parent: '/myGrades',
    page: () => import('../features/game/pages/HistoryGrade'),
  },
  {
    path: '/gradesDetails',
    title: 'menu:gradesDetails',
    access: 'course:join',
    layout: 'shell',
    parent: '/myGrades',
    page: () => import('../features/game/pages/GradesDetails'),
  },
  {
    path: '/student-scorelist',
    title: 'menu:studentScoreList',
    access: 'course:create',
    layout: 'shell',
    menu: { group: 'admin', order: 53.6 },
    icon: 'BarChartOutlined',
    page: () => import('../features/game/pages/StudentScoreList'),
  },
  {
    path: '/student-scorelist-detial',
    title: 'menu:studentScoreListDetail',
    access: 'course:create',
    layout: 'shell',
    parent: '/student-scorelist',
    page: () => import('../features/game/pages/StudentScoreListDetail'),
  },
  // ---- end of the market simulation.
  // ---- The change-leadership simulation (features/cm).
  {
    path: '/cmOnlineGuide',
    title: 'menu:cmOnlineGuide',
    access: 'portal:use',
    layout: 'shell',
    menu: { group: 'learning', order: 2.5 },
    icon: 'ApartmentOutlined',
    page: () => import('../features/cm/pages/CmOnlineGuide'),
  },
  {
    // The live course: members and the course's managers (the server decides; others read 100004).
    path: '/cmOnline',
    title: 'menu:cmOnline',
    access: 'portal:use',
    layout: 'shell',
    parent: '/cmOnlineGuide',
    page: () => import('../features/cm/pages/CmOnline'),
  },
  {
    // The self-paced practice: one learner against the engine, in the browser (docs/decisions/web-cm.md).
    path: '/cmOnlineB',
    title: 'menu:cmOnlineB',
    access: 'portal:use',
    layout: 'shell',
    menu: { group: 'learning', order: 2.6 },
    icon: 'ExperimentOutlined',
    parent: '/cmOnlineGuide',
    page: () => import('../features/cm/pages/CmOnlineB'),
  },
  {
    // A CM game's results and debrief, its team reports and replay (docs/decisions/web-cm.md "Results"): members and the course's managers (the server decides).
    path: '/cmResults',
    title: 'menu:cmResults',
    access: 'portal:use',
    layout: 'shell',
    parent: '/cmOnlineGuide',
    page: () => import('../features/cm/pages/CmResults'),
  },
  {
    // A member's stage questions of a CM course (spec §9): Q&A marked at once, thinking answers the lecturer marks.
    path: '/cmStages',
    title: 'menu:cmStages',
    access: 'course:join',
    layout: 'shell',
    parent: '/cmOnlineGuide',
    page: () => import('../features/cm/pages/CmStages'),
  },
  {
    // The spec's CMAI variant: the lecturer marks the thinking answers (an AI provider would propose marks; none is configured).
    path: '/general-coursedetails-CMAI',
    title: 'menu:cmMarking',
    access: 'course:create',
    layout: 'shell',
    parent: '/course-management',
    page: () => import('../features/cm/pages/CmMarking'),
  },
  {
    // The enterprise statistics of CM games (spec §7 getCm*Result): over the courses the caller manages (the server scopes them).
    path: '/cmStatistics',
    title: 'menu:cmStatistics',
    access: 'course:create',
    layout: 'shell',
    menu: { group: 'admin', order: 53.7 },
    icon: 'BarChartOutlined',
    page: () => import('../features/cm/pages/CmStatistics'),
  },
  // ---- end of the change-leadership simulation.
  // ---- The team-synergy exercise (features/ts).
  {
    // The live exercise: members and the course's managers (the server decides; others read 100004).
    path: '/tsOnline',
    title: 'menu:tsOnline',
    access: 'portal:use',
    layout: 'shell',
    page: () => import('../features/ts/pages/TsOnline'),
  },
  {
    // The learner's record of their team-synergy exercises (docs/decisions/ts.md).
    path: '/hs-achievement',
    title: 'menu:hsAchievement',
    access: 'portal:use',
    layout: 'shell',
    menu: { group: 'personal', order: 13.5 },
    icon: 'TrophyOutlined',
    page: () => import('../features/ts/pages/HsAchievement'),
  },
  {
    // Influence and participation per member of an exercise's teams (?courseId=; the server scopes who sees which team).
    path: '/teamLeadership',
    title: 'menu:teamLeadership',
    access: 'portal:use',
    layout: 'shell',
    parent: '/hs-achievement',
    page: () => import('../features/ts/pages/TeamLeadership'),
  },
  // ---- end of the team-synergy exercise.
  // ---- The shop and orders (features/shop; docs/decisions/commerce.md).
  {
    path: '/shopping-centre',
    title: 'menu:shoppingCentre',
    access: 'portal:use',
    layout: 'shell',
    menu: { group: 'orders', order: 1 },
    icon: 'ShopOutlined',
    page: () => import('../features/shop/pages/ShoppingCentre'),
  },
  {
    path: '/toolList-details/:id',
    title: 'menu:toolListDetails',
    access: 'portal:use',
    layout: 'shell',
    parent: '/shopping-centre',
    page: () => import('../features/shop/pages/ToolListDetails'),
  },
  {
    path: '/orderPlace',
    title: 'menu:orderPlace',
    access: 'order:place',
    layout: 'shell',
    parent: '/shopping-centre',
    page: () => import('../features/shop/pages/OrderPlace'),
  },
  {
    path: '/userOrderList',
    title: 'menu:userOrderList',
    access: 'order:place',
    layout: 'shell',
    menu: { group: 'orders', order: 2 },
    icon: 'ProfileOutlined',
    page: () => import('../features/shop/pages/UserOrderList'),
  },
  {
    path: '/orderdetail/:id',
    title: 'menu:orderDetail',
    access: 'order:place',
    layout: 'shell',
    parent: '/userOrderList',
    page: () => import('../features/shop/pages/OrderDetail'),
  },
  {
    // The admin's orders and refunds (spec §2 /payment/list).
    path: '/payment/list',
    title: 'menu:paymentList',
    access: 'order:manage',
    layout: 'shell',
    menu: { group: 'admin', order: 56 },
    icon: 'AccountBookOutlined',
    page: () => import('../features/shop/pages/PaymentList'),
  },
  {
    // The chief admin's catalogue (spec §2 /shopmanage).
    path: '/shopmanage',
    title: 'menu:shopManage',
    access: 'shop:manage',
    layout: 'shell',
    menu: { group: 'admin', order: 55 },
    icon: 'ShopOutlined',
    page: () => import('../features/shop/pages/ShopManage'),
  },
  {
    // The admin's promotions and red envelopes (spec §2 /promotionManage, /promotionDetail).
    path: '/promotionManage',
    title: 'menu:promotionManage',
    access: 'promotion:manage',
    layout: 'shell',
    menu: { group: 'admin', order: 57 },
    icon: 'GiftOutlined',
    page: () => import('../features/shop/pages/PromotionManage'),
  },
  {
    path: '/promotionDetail',
    title: 'menu:promotionDetail',
    access: 'promotion:manage',
    layout: 'shell',
    parent: '/promotionManage',
    page: () => import('../features/shop/pages/PromotionDetail'),
  },
  {
    // A person's coupons and red envelopes, and taking a promotion by its code (spec §2 /promotionList).
    path: '/promotionList',
    title: 'menu:promotionList',
    access: 'order:place',
    layout: 'shell',
    menu: { group: 'orders', order: 3 },
    icon: 'TagsOutlined',
    page: () => import('../features/shop/pages/PromotionList'),
  },
  {
    // The licensed courses: the shop's course items, with what a licence gives (spec §2 /copyright-course).
    path: '/copyright-course',
    title: 'menu:copyrightCourse',
    access: 'portal:use',
    layout: 'shell',
    menu: { group: 'orders', order: 2 },
    icon: 'ReadOutlined',
    page: () => import('../features/shop/pages/CopyrightCourse'),
  },
  {
    // The classic cases the games are played on, and one case (spec §2 /classicDetail).
    path: '/classicDetail',
    title: 'menu:classicDetail',
    access: 'portal:use',
    layout: 'shell',
    menu: { group: 'orders', order: 2 },
    icon: 'BookOutlined',
    page: () => import('../features/shop/pages/ClassicDetail'),
  },
  {
    // A person's coins, course credits, what they bought, their history and coin exchanges (spec §7 /user/asset/*, /user/integral/*).
    path: '/myAssets',
    title: 'menu:myAssets',
    access: 'portal:use',
    layout: 'shell',
    menu: { group: 'orders', order: 4 },
    icon: 'WalletOutlined',
    page: () => import('../features/shop/pages/MyAssets'),
  },
];

export function pathsOf(route: AppRoute): string[] {
  return [route.path, ...(route.aliases ?? [])];
}

export function findRoute(path: string, routes: readonly AppRoute[] = ROUTES): AppRoute | undefined {
  return routes.find((route) => pathsOf(route).includes(path));
}

export function isAuthPath(pathname: string): boolean {
  return !!findRoute(pathname)?.authPage;
}

/** The login page, asking to come back to `returnTo` afterwards. */
export function loginHref(returnTo?: string): string {
  return returnTo && returnTo !== '/' && !isAuthPath(returnTo.split('?')[0]) ? `${LOGIN_PATH}?redirect=${encodeURIComponent(returnTo)}` : LOGIN_PATH;
}

/** Where to go after login: the requested in-app path, never another site. */
export function afterLoginPath(redirect: string | null): string {
  return redirect && redirect.startsWith('/') && !redirect.startsWith('//') && !isAuthPath(redirect.split('?')[0]) ? redirect : HOME_PATH;
}
