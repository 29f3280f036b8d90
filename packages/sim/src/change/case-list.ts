import { CASES } from './cases';
import type { Bilingual } from './types';

/** A case as the course's case list shows it (loadActiveCaseList): its briefing and its organisation's size. */
export interface CaseListItem {
  id: string;
  title: Bilingual;
  summary: Bilingual;
  goal: Bilingual;
  stakeholders: number;
  departments: number;
}

export function activeCaseList(): CaseListItem[] {
  return CASES.map((c) => ({ id: c.id, title: c.title, summary: c.summary, goal: c.goal, stakeholders: c.stakeholders.length, departments: c.departments.length }));
}

/** A thinking question's full marks: the sum of its rubric's criteria (a mark may not exceed it). */
export const rubricTotal = (question: { rubric: readonly { points: number }[] }) => question.rubric.reduce((sum, r) => sum + r.points, 0);
