import type { NamePath } from 'antd/es/form/interface';
import { Errors } from '@sandtable/shared/errors/catalogue';
import type { Student, TeamsDraft } from './model';

export const VALIDATION_FAILED_CODE = Errors.validationFailed.code;

/** The details form's fields, by the names the server reports (priceFen is typed in yuan). */
const DETAIL_FIELDS: Record<string, NamePath> = {
  gameId: 'gameId',
  tsVersion: 'tsVersion',
  name: 'name',
  lecturerId: 'lecturerId',
  startAt: 'startAt',
  endAt: 'endAt',
  registrationDeadline: 'registrationDeadline',
  participants: 'participants',
  teamCount: 'teamCount',
  rounds: 'rounds',
  caseStudy: 'caseStudy',
  introduction: 'introduction',
  priceFen: 'priceYuan',
  advanceEntryHours: 'advanceEntryHours',
  autoRoundAt: 'autoRoundAt',
  version: 'version',
  purpose: 'purpose',
  productType: 'productType',
  objectivesZh: 'objectivesZh',
  objectivesEn: 'objectivesEn',
  questionnaireUrls: 'questionnaireUrls',
  issuedOn: ['certificate', 'issuedOn'],
  courseName: ['certificate', 'courseName'],
  institutionZh: ['certificate', 'institutionZh'],
  institutionEn: ['certificate', 'institutionEn'],
};

/**
 * Where a 100001 field of /course/create.json or update.json belongs on the details form, or
 * null for the teams step. The server names a field by its last segment ("name") or by its path
 * ("teams.2.name", "certificate.courseName"); a path under teams is never a detail.
 */
export function detailFieldName(field: string): NamePath | null {
  const parts = field.split('.');
  if (parts[0] === 'teams' || parts[0] === 'members' || parts[0] === 'mobile' || parts[0] === 'colour' || parts[0] === 'capacity') return null;
  if (parts[0] === 'certificate' && parts[1]) return DETAIL_FIELDS[parts[1]] ?? null;
  if (parts[0] === 'questionnaireUrls' && parts[1] !== undefined) return ['questionnaireUrls', Number(parts[1])];
  return DETAIL_FIELDS[parts[0]] ?? null;
}

/** The student a 100001 path of /course/create.json points at ("teams.2.members.3.name"), if any. */
export function studentOfPath(path: string, draft: TeamsDraft): Student | null {
  const found = /^teams\.(\d+)\.members\.(\d+)(\.|$)/.exec(path);
  return found ? (draft.teams[Number(found[1])]?.members[Number(found[2])] ?? null) : null;
}
