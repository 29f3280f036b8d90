import type { AdoptionState, Bilingual, StakeholderKind } from '../types';

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
