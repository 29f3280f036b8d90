import { useQuery } from '@tanstack/react-query';
import type { RequestOf } from '@sandtable/shared/contracts/endpoint';
import { cmGameEndpoints as cm, cmStageEndpoints as stage } from '@sandtable/shared/contracts/game-cm';
import { call } from './client';
import { keyOf } from './endpointHooks';

/** The cache key of a CM course's stage answers: marking a member's answers makes it stale. */
export const cmAnswersKey = (courseId: number) => keyOf(stage.answers, { courseId });

/** `/game/cm/loadByCourse.json`, the one hook for it: every team's game in a CM course (results, marking). */
export function useCmCourseResults(courseId: number) {
  return useQuery({ queryKey: keyOf(cm.loadByCourse, { courseId }), queryFn: ({ signal }) => call(cm.loadByCourse, { courseId }, { signal }), enabled: courseId > 0 });
}

/** `/game/cm/loadByCourseTeam.json`: one team's game round by round (the caller's own team without `teamId`). */
export function useCmTeamResults(request: RequestOf<typeof cm.loadByCourseTeam>) {
  return useQuery({ queryKey: keyOf(cm.loadByCourseTeam, request), queryFn: ({ signal }) => call(cm.loadByCourseTeam, request, { signal }) });
}

/** The stage answers of a CM course's members, for the lecturer's marking (`stage.answers`). */
export function useCmAnswers(courseId: number) {
  return useQuery({ queryKey: cmAnswersKey(courseId), queryFn: ({ signal }) => call(stage.answers, { courseId }, { signal }), enabled: courseId > 0 });
}
