/**
 * Every business outcome the API can report, with its stable code and i18n key (namespace
 * `errors`). The HTTP status is 200 for all of them (see docs/api.md): clients branch on the code.
 * Codes: 1xxxxx by domain (100 common, 101 account, 102 course, 103 order, 104 marketing,
 * 105 game, 106 messaging/uploads); 000000 success; 999999 an unexpected failure.
 */
export interface ErrorDef {
  readonly code: string;
  readonly key: string;
}

const def = (code: string, key: string): ErrorDef => ({ code, key: `errors:${key}` });

export const Errors = {
  success: def('000000', 'success'),
  serviceAbnormal: def('999999', 'serviceAbnormal'),

  // common (100)
  validationFailed: def('100001', 'validationFailed'),
  notFound: def('100004', 'notFound'),
  noAuthority: def('100006', 'noAuthority'),
  csrfInvalid: def('100007', 'csrfInvalid'),
  tooManyRequests: def('100008', 'tooManyRequests'),
  stateChanged: def('100009', 'stateChanged'),

  // account (101)
  loginFailed: def('101001', 'loginFailed'),
  accountLocked: def('101002', 'accountLocked'),
  accountDisabled: def('101003', 'accountDisabled'),
  adminOnly: def('101004', 'adminOnly'),
  passwordMismatch: def('101005', 'passwordMismatch'),
  passwordUpdateFailed: def('101006', 'passwordUpdateFailed'),
  sessionExpired: def('101007', 'sessionExpired'),
  mobileTaken: def('101008', 'mobileTaken'),
  mobileNotRegistered: def('101009', 'mobileNotRegistered'),
  qrExpired: def('101010', 'qrExpired'),
  oauthFailed: def('101011', 'oauthFailed'),
  oauthTicketInvalid: def('101012', 'oauthTicketInvalid'),
  companyTaken: def('101013', 'companyTaken'),
  oldPasswordWrong: def('101014', 'oldPasswordWrong'),
  accountTaken: def('101015', 'accountTaken'),
  oauthAlreadyBound: def('101016', 'oauthAlreadyBound'),

  // course (102)
  courseStartFailed: def('102001', 'courseStartFailed'),
  gameNoStudents: def('102002', 'gameNoStudents'),
  courseTooFewTeams: def('102003', 'courseTooFewTeams'),
  courseLockedBeforeStart: def('102004', 'courseLockedBeforeStart'),
  courseFull: def('102005', 'courseFull'),
  teamFull: def('102006', 'teamFull'),
  alreadyEnrolled: def('102007', 'alreadyEnrolled'),
  courseNotJoinable: def('102008', 'courseNotJoinable'),
  chapterLocked: def('102009', 'chapterLocked'),
  courseNotCompleted: def('102010', 'courseNotCompleted'),
  courseStateChanged: def('102011', 'courseStateChanged'),
  notTeamCaptain: def('102012', 'notTeamCaptain'),
  notOperator: def('102013', 'notOperator'),

  // order and shop (103)
  orderCreateFailed: def('103001', 'orderCreateFailed'),
  paymentTimeout: def('103002', 'paymentTimeout'),
  paymentFailed: def('103003', 'paymentFailed'),
  coursePurchaseFailed: def('103004', 'coursePurchaseFailed'),
  orderPlacementError: def('103005', 'orderPlacementError'),
  purchaseQuantityExceeded: def('103006', 'purchaseQuantityExceeded'),
  orderStateChanged: def('103007', 'orderStateChanged'),
  orderPriceChanged: def('103008', 'orderPriceChanged'),
  commodityNotOnSale: def('103009', 'commodityNotOnSale'),
  refundQuantityExceeded: def('103010', 'refundQuantityExceeded'),
  refundSeatsUsed: def('103011', 'refundSeatsUsed'),

  // invite codes, discounts, coins (104)
  codeNotFound: def('104001', 'codeNotFound'),
  codeFull: def('104002', 'codeFull'),
  codeUsedUp: def('104003', 'codeUsedUp'),
  codeExpired: def('104004', 'codeExpired'),
  codeWrong: def('104005', 'codeWrong'),
  coinsInsufficient: def('104006', 'coinsInsufficient'),
  creditsInsufficient: def('104007', 'creditsInsufficient'),
  couponUnavailable: def('104008', 'couponUnavailable'),
  promotionNotStarted: def('104009', 'promotionNotStarted'),

  // the games (105)
  gameNotStarted: def('105001', 'gameNotStarted'),
  gameAlreadyStarted: def('105002', 'gameAlreadyStarted'),
  roundClosed: def('105003', 'roundClosed'),
  draftConflict: def('105004', 'draftConflict'),
  notCaptain: def('105005', 'notCaptain'),
  gameFinished: def('105006', 'gameFinished'),
  gameCourseNotRunning: def('105007', 'gameCourseNotRunning'),
  gameNotOffered: def('105008', 'gameNotOffered'),
  notInGameTeam: def('105009', 'notInGameTeam'),
  gameChanged: def('105010', 'gameChanged'),
  decisionSubmitted: def('105011', 'decisionSubmitted'),
  cmRoundUnderway: def('105012', 'cmRoundUnderway'),
  cmQuizAnswered: def('105013', 'cmQuizAnswered'),
  cmThinkingMarked: def('105014', 'cmThinkingMarked'),
  tsWrongPhase: def('105015', 'tsWrongPhase'),
  tsNotScribe: def('105016', 'tsNotScribe'),
  tsScored: def('105017', 'tsScored'),
  markingUnavailable: def('105018', 'markingUnavailable'),

  // messaging and uploads (106)
  smsSendFailed: def('106001', 'smsSendFailed'),
  smsOverLimit: def('106002', 'smsOverLimit'),
  smsCodeInvalid: def('106003', 'smsCodeInvalid'),
  qrUploadFailed: def('106004', 'qrUploadFailed'),
  importFileInvalid: def('106005', 'importFileInvalid'),
  uploadTooLarge: def('106006', 'uploadTooLarge'),
  uploadTypeInvalid: def('106007', 'uploadTypeInvalid'),
  importTooManyRows: def('106008', 'importTooManyRows'),
  importUnpackedTooLarge: def('106009', 'importUnpackedTooLarge'),
  exportNotReady: def('106010', 'exportNotReady'),

  // Assessments (issue 14)
  assessmentSubmitted: def('107001', 'assessmentSubmitted'),
  assessmentExpired: def('107002', 'assessmentExpired'),
  observerInvitationClosed: def('107003', 'observerInvitationClosed'),
  assessmentNotAssigned: def('107004', 'assessmentNotAssigned'),
  actionCardChanged: def('107005', 'actionCardChanged'),
  reportsNotReleased: def('107006', 'reportsNotReleased'),
} as const satisfies Record<string, ErrorDef>;

export type ErrorName = keyof typeof Errors;

export const SUCCESS_CODE = Errors.success.code;
export const NO_AUTHORITY_CODE = Errors.noAuthority.code;
export const SERVICE_ABNORMAL_CODE = Errors.serviceAbnormal.code;
