/**
 * Limits of what people type and ask for, named once (issue 11): the contracts cap requests with
 * them, and the web's inputs show the same caps. Decision bounds are the game engine's
 * (`engine.decisionFields`, `validateDecision`); course and group shapes are in rules/course.ts.
 */

/** Longest free text per kind, in characters. */
export const TEXT_MAX = {
  /** A search box (every list's `keyword`) and a department filter. */
  keyword: 60,
  personName: 40,
  nickname: 30,
  department: 60,
  chatId: 60,
  organisation: 80,
  companyName: 80,
  industry: 60,
  address: 200,
  teamName: 40,
  /** A leadership-style grouping and its groups (docs/decisions/assessments.md "Leadership groups"). */
  groupingName: 40,
  groupName: 30,
  brandingNameZh: 40,
  brandingNameEn: 60,
  objectives: 2000,
  actionPlan: 5000,
  resourceName: 80,
  /** A certificate's holder name typed by a manager, and a certificate number typed to verify one. */
  certificateName: 40,
  certificateNumber: 40,
  chatMessage: 500,
  /** A CM thinking question's answer. */
  thinkingAnswer: 2000,
  rewardNote: 200,
  smsNotice: 300,
  /** A course's details (rules/course.ts and the wizard's inputs). */
  courseName: 60,
  productType: 60,
  caseStudy: 2000,
  introduction: 5000,
  purpose: 500,
  /** A certificate's course name and issuing institution, as printed. */
  certificateCourseName: 60,
  institutionZh: 60,
  institutionEn: 100,
  /** Sign-in fields: an account name or mobile, a password, an e-mail address. */
  account: 64,
  password: 128,
  email: 120,
  /** A partner branding's key (its host prefix). */
  brandKey: 40,
  /** An invitation code as typed or pasted: its 8 characters with room for stray spaces. */
  inviteCodeTyped: 12,
  /** A mobile typed into a search box (11 digits, or fewer while typing). */
  mobileSearch: 11,
} as const;

/** A one-time token or ticket in a link or QR code (sign-in by QR, binding, invitations). */
export const TOKEN_LENGTH = { min: 20, max: 100 } as const;

/** Mobiles one text message may go to at once. */
export const SMS_RECIPIENTS_MAX = 100;

/** Shortest text where one is required beyond "not empty". */
export const TEXT_MIN = { companyName: 2, actionPlan: 20 } as const;

/** Every list pages server-side (DESIGN §3). */
export const PAGE_SIZE = { default: 20, max: 100 } as const;

/** A chapter grade, a score weight: percent-like 0–100. */
export const SCORE_RANGE = { min: 0, max: 100 } as const;
