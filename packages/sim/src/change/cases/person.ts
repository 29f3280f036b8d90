import type { Stakeholder } from './types';

/** A stakeholder from [zh, en] pairs: keeps the case files readable. */
export const person = (
  id: string,
  name: [string, string],
  role: [string, string],
  department: string,
  kind: Stakeholder['kind'],
  influence: number,
  stance: number,
  description: [string, string],
  initialState?: Stakeholder['initialState'],
): Stakeholder => ({
  id, name: { zh: name[0], en: name[1] }, role: { zh: role[0], en: role[1] }, department, kind, influence, stance,
  description: { zh: description[0], en: description[1] }, ...(initialState ? { initialState } : {}),
});
