import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { PHASES, rubricTotal, type CaseStage, type CmParams, type Phase } from '@sandtable/sim/change';
import { markQuiz, stageOf as caseStage, stageQuestions, stagesOf } from '@sandtable/sim/change/stages';
import type { cmStageEndpoints, cmStageStateSchema } from '@sandtable/shared/contracts/game-cm';
import { Errors } from '@sandtable/shared/errors/catalogue';
import type { AppDeps } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { fail, failFields } from '../../lib/errors';
import { markingProvider } from '../../lib/marking';
import { managesCourse } from '../courses';
import { paramsOf } from './game.repo';
import { findMemberOf, loadMembers, loadStageAnswers, saveMarks, saveQuiz, saveThinking, type StageRow } from './cm.repo';
import type { GameAccess } from './game.policy';
import { loadAccess } from './game.service';

// The stage questions of a CM course (spec §9; docs/decisions/cm.md): per stage (one per phase of the
// case's organisation) 5 Q&A, marked at once with the engine's markQuiz, and 3–4 thinking questions
// the lecturer marks with their rubrics. The questions and their key are the case's (the engine's
// server-only `change/stages`): a member gets the questions, and a stage's right answers and
// explanations once their Q&A of it is marked; the rubrics go to the course's managers only. The
// server keeps the answers and the marks, and the two flags come from them.

type Req<K extends keyof typeof cmStageEndpoints> = z.output<(typeof cmStageEndpoints)[K]['request']>;
type StageState = z.input<typeof cmStageStateSchema>;

const caseIdOf = (access: GameAccess) => (paramsOf(access.game) as CmParams).caseId;

function stageOf(access: GameAccess, phase: Phase): CaseStage {
  return caseStage(caseIdOf(access), phase)!;
}

/** Each stage as answered, and the flags: every Q&A answered (test finished), every thinking set answered. */
function present(rows: StageRow[]) {
  const stages: StageState[] = PHASES.map((phase) => {
    const row = rows.find((r) => r.phase === phase);
    return {
      phase,
      quiz: (row?.quiz as Record<string, number> | null) ?? null,
      quizPoints: row?.quizPoints ?? null,
      thinking: (row?.thinking as Record<string, string> | null) ?? null,
      marks: (row?.marks as Record<string, number> | null) ?? null,
    };
  });
  return { stages, testFinished: stages.every((s) => s.quiz !== null), thinkingFinished: stages.every((s) => s.thinking !== null) };
}

/** The caller as a member of the course's CM game (a manager who is not a member has no answers). */
async function memberAccess(deps: AppDeps, actor: Actor, courseId: number) {
  const access = await loadAccess(deps, actor, courseId, 'CM');
  if (!access.member) fail(Errors.notFound);
  return { access, memberId: access.member!.id };
}

async function stagesView(deps: AppDeps, access: GameAccess, memberId: number) {
  const answered = present(await loadStageAnswers(deps.db, [memberId]));
  const questions = stagesOf(caseIdOf(access))!.map((stage) =>
    stageQuestions(stage, { quizKey: answered.stages.some((s) => s.phase === stage.phase && s.quiz !== null), rubrics: false }),
  );
  return { courseId: access.course.id, caseId: caseIdOf(access), questions, ...answered };
}

export async function stages(deps: AppDeps, actor: Actor, input: Req<'stages'>) {
  const { access, memberId } = await memberAccess(deps, actor, input.courseId);
  return stagesView(deps, access, memberId);
}

/** Every answer must be to a question of the stage, with one of its options; unanswered questions count wrong. */
export async function answerQuiz(deps: AppDeps, actor: Actor, input: Req<'quiz'>) {
  const { access, memberId } = await memberAccess(deps, actor, input.courseId);
  const stage = stageOf(access, input.phase as Phase);
  const problems = Object.entries(input.answers).flatMap(([id, option]) => {
    const question = stage.quiz.find((q) => q.id === id);
    if (!question) return [{ path: ['answers', id], message: 'validation:cmQuestionUnknown' }];
    return option < question.options.length ? [] : [{ path: ['answers', id], message: 'validation:cmOptionUnknown' }];
  });
  if (problems.length) failFields(problems);
  const marked = markQuiz(caseIdOf(access), stage.phase, input.answers)!;
  if (!(await saveQuiz(deps.db, memberId, stage.phase, input.answers, marked.points, new Date()))) fail(Errors.cmQuizAnswered);
  return stagesView(deps, access, memberId);
}

/** Every thinking question of the stage answered, nothing else; changeable until marked. */
export async function answerThinking(deps: AppDeps, actor: Actor, input: Req<'thinking'>) {
  const { access, memberId } = await memberAccess(deps, actor, input.courseId);
  const stage = stageOf(access, input.phase as Phase);
  const unknown = Object.keys(input.answers).filter((id) => !stage.thinking.some((q) => q.id === id));
  const missing = stage.thinking.filter((q) => !input.answers[q.id]);
  if (unknown.length || missing.length) {
    failFields([
      ...unknown.map((id) => ({ path: ['answers', id], message: 'validation:cmQuestionUnknown' })),
      ...missing.map((q) => ({ path: ['answers', q.id], message: 'validation:cmThinkingIncomplete' })),
    ]);
  }
  if (!(await saveThinking(deps.db, memberId, stage.phase, input.answers, new Date()))) fail(Errors.cmThinkingMarked);
  return stagesView(deps, access, memberId);
}

/** The course's managers only (others: not found). */
async function managerAccess(deps: AppDeps, actor: Actor, courseId: number) {
  const access = await loadAccess(deps, actor, courseId, 'CM');
  if (!managesCourse(actor, access.course)) fail(Errors.notFound);
  return access;
}

export async function answers(deps: AppDeps, actor: Actor, input: Req<'answers'>) {
  const access = await managerAccess(deps, actor, input.courseId);
  const members = await loadMembers(deps.db, access.course.id);
  const rows = await loadStageAnswers(deps.db, members.map((m) => m.memberId));
  const questions = stagesOf(caseIdOf(access))!.map((stage) => stageQuestions(stage, { quizKey: true, rubrics: true }));
  return {
    questions,
    list: members.map((m) => ({ ...m, ...present(rows.filter((r) => r.memberId === m.memberId)) })),
    proposer: markingProvider(deps.config)?.name ?? null,
  };
}

/** A member's answered thinking questions of a stage, or a refusal naming the field (a member of another course is not answered here). */
async function answeredThinking(deps: AppDeps, access: GameAccess, memberId: number, phase: Phase) {
  if (!(await findMemberOf(deps.db, access.course.id, memberId))) failFields([{ path: ['memberId'], message: 'validation:cmNotAnswered' }]);
  const stage = stageOf(access, phase);
  const answered = (await loadStageAnswers(deps.db, [memberId])).find((r) => r.phase === stage.phase)?.thinking as Record<string, string> | undefined;
  return { stage, answered };
}

/**
 * Proposed marks for a member's answered thinking questions of a stage, from the configured provider
 * (lib/marking); nothing is stored — the lecturer confirms with `mark`. No provider, or one that
 * cannot answer: markingUnavailable.
 */
export async function propose(deps: AppDeps, actor: Actor, input: Req<'propose'>, log: FastifyBaseLogger) {
  const access = await managerAccess(deps, actor, input.courseId);
  const { stage, answered } = await answeredThinking(deps, access, input.memberId, input.phase as Phase);
  if (!answered) failFields([{ path: ['memberId'], message: 'validation:cmNotAnswered' }]);
  const provider = markingProvider(deps.config);
  if (!provider) fail(Errors.markingUnavailable);
  try {
    const proposals = await Promise.all(
      stage.thinking.filter((q) => answered![q.id]).map(async (q) => ({ questionId: q.id, ...(await provider!.propose(q, answered![q.id])) })),
    );
    return { proposer: provider!.name, proposals };
  } catch (err) {
    log.warn({ err, provider: provider!.name }, 'proposing marks failed');
    return fail(Errors.markingUnavailable);
  }
}

/** Points per answered thinking question, each within its rubric's total. */
export async function mark(deps: AppDeps, actor: Actor, input: Req<'mark'>): Promise<StageState> {
  const access = await managerAccess(deps, actor, input.courseId);
  const { stage, answered } = await answeredThinking(deps, access, input.memberId, input.phase as Phase);
  const problems = Object.entries(input.marks).flatMap(([id, points]) => {
    const question = stage.thinking.find((q) => q.id === id);
    if (!question) return [{ path: ['marks', id], message: 'validation:cmQuestionUnknown' }];
    if (!answered?.[id]) return [{ path: ['marks', id], message: 'validation:cmNotAnswered' }];
    const max = rubricTotal(question);
    return points <= max ? [] : [{ path: ['marks', id], message: 'validation:cmMarkOverRubric', params: { max } }];
  });
  if (problems.length) failFields(problems);
  const row = await saveMarks(deps.db, input.memberId, stage.phase, input.marks, actor.userId, new Date());
  if (!row) failFields([{ path: ['memberId'], message: 'validation:cmNotAnswered' }]);
  return present([row!]).stages.find((s) => s.phase === stage.phase)!;
}
