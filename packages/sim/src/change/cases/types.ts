import type { AdoptionState, Bilingual, Phase, StakeholderKind } from '../types';

export interface Department {
  key: string;
  name: Bilingual;
}

/** A person of the case's organisation. */
export interface Stakeholder {
  id: string;
  name: Bilingual;
  role: Bilingual;
  department: string;
  kind: StakeholderKind;
  /** 1–5: how far their word carries (their links' weights are multiplied by influence / 3). */
  influence: number;
  /** −2 opposed, −1 sceptical, 0 neutral, 1 open, 2 supportive. */
  stance: number;
  /** What the briefing says about them: their stake, their worries, whom they listen to. */
  description: Bilingual;
  /** Where they start (unaware unless the case says they have heard, or already resist). */
  initialState?: Extract<AdoptionState, 'unaware' | 'aware' | 'interested' | 'resistant'>;
}

/** `from` is listened to by `to`, with a weight of 0–1. */
export interface InfluenceLink {
  from: string;
  to: string;
  weight: number;
}

/** A multiple-choice question, marked automatically. */
export interface QuizQuestion {
  id: string;
  prompt: Bilingual;
  options: Bilingual[];
  /** Index of the right option. */
  answer: number;
  explanation: Bilingual;
}

/** A free-text question the lecturer marks with its rubric (or confirms an AI provider's proposal). */
export interface ThinkingQuestion {
  id: string;
  prompt: Bilingual;
  rubric: { criterion: Bilingual; points: number }[];
}

/**
 * One stage of the course, one per phase of the organisation: 5 Q&A and 3–4 thinking questions (spec §9).
 * With its answer key (right options, explanations, rubrics): the server's only (`@sandtable/sim/change/stages`),
 * never part of a case the web imports; the web gets the questions from the server.
 */
export interface CaseStage {
  phase: Phase;
  title: Bilingual;
  quiz: QuizQuestion[];
  thinking: ThinkingQuestion[];
}

export interface ChangeCase {
  id: string;
  title: Bilingual;
  /** The briefing: the organisation, the change and why now. */
  summary: Bilingual;
  /** What the change team is asked to bring about. */
  goal: Bilingual;
  departments: Department[];
  stakeholders: Stakeholder[];
  links: InfluenceLink[];
}

/**
 * A stage's questions as a member sees them before answering: no right options, no explanations, no
 * rubric criteria — each thinking question's full marks only. The key is added per stage once the
 * member's Q&A is marked (`answer`, `explanation`), and in full for the course's managers (`rubric`).
 */
export interface StageQuestions {
  phase: Phase;
  title: Bilingual;
  quiz: { id: string; prompt: Bilingual; options: Bilingual[]; answer?: number; explanation?: Bilingual }[];
  thinking: { id: string; prompt: Bilingual; total: number; rubric?: { criterion: Bilingual; points: number }[] }[];
}
