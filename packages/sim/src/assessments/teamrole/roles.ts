// The nine team roles of our team-role test: original names and descriptions written for Sandtable
// (docs/assessments/team-roles.md). They follow the idea of team-role theory — a team needs a
// spread of contributions, each with a strength and the weakness that comes with it — without the
// names or wording of any published inventory.
import type { Bilingual } from '../common';

export const ROLE_IDS = ['originator', 'connector', 'convener', 'driver', 'analyst', 'harmoniser', 'organiser', 'keeper', 'expert'] as const;
export type RoleId = (typeof ROLE_IDS)[number];

export interface TeamRole {
  id: RoleId;
  name: Bilingual;
  /** What the role contributes. */
  contribution: Bilingual;
  /** The weakness that tends to come with the strength: worth knowing, not worth fixing at the strength's cost. */
  watchOut: Bilingual;
  /** Which kind of contribution it is: the group report groups roles so. */
  family: 'ideas' | 'people' | 'action';
}

const role = (id: RoleId, family: TeamRole['family'], name: [string, string], contribution: [string, string], watchOut: [string, string]): TeamRole => ({
  id, family,
  name: { zh: name[0], en: name[1] },
  contribution: { zh: contribution[0], en: contribution[1] },
  watchOut: { zh: watchOut[0], en: watchOut[1] },
});

export const ROLES: readonly TeamRole[] = [
  role('originator', 'ideas', ['创意者', 'Originator'],
    ['提出新颖的想法和不落俗套的解决办法，尤其在团队陷入僵局时。', 'Produces original ideas and unconventional solutions, above all when the team is stuck.'],
    ['可能忽视实际细节，想法也未必讲得让人明白。', 'May neglect practical details and not always explain the ideas clearly.']),
  role('connector', 'people', ['联络者', 'Connector'],
    ['把团队之外的人脉、信息和资源带进来，发现机会。', 'Brings in contacts, information and resources from outside the team and spots opportunities.'],
    ['最初的热情过去后，兴趣可能很快减退。', 'Interest may fade quickly once the first enthusiasm has passed.']),
  role('convener', 'people', ['召集者', 'Convener'],
    ['澄清目标，让每个人的长处发挥出来，推动团队做出决定。', 'Clarifies goals, draws out what each person does best and steers the team to decisions.'],
    ['可能被看作把工作分派得太多，包括本该自己做的。', 'May be seen as handing out too much of the work, including their own share.']),
  role('driver', 'action', ['推动者', 'Driver'],
    ['保持势头，提出挑战，在压力下推动团队拿到结果。', 'Keeps up the momentum, challenges the team and pushes for results under pressure.'],
    ['可能急躁，言辞伤人。', 'May be impatient and hurt feelings.']),
  role('analyst', 'ideas', ['审辨者', 'Analyst'],
    ['冷静地权衡各种方案，做出准确的判断。', 'Weighs the options soberly and judges accurately.'],
    ['可能显得冷淡、挑剔，不善于鼓舞人心。', 'May come across as cool and critical, and slow to inspire others.']),
  role('harmoniser', 'people', ['协和者', 'Harmoniser'],
    ['倾听、支持他人，化解摩擦，让团队凝聚在一起。', 'Listens, supports others, eases friction and holds the team together.'],
    ['关键时刻可能不愿表明立场。', 'May avoid taking a position when it matters.']),
  role('organiser', 'action', ['组织者', 'Organiser'],
    ['把想法变成可行的计划和工作流程，可靠地执行。', 'Turns ideas into workable plans and routines and carries them out reliably.'],
    ['面对新的可能时，调整方向可能较慢。', 'May be slow to change course when new possibilities appear.']),
  role('keeper', 'action', ['把关者', 'Quality Keeper'],
    ['关注细节，找出错误，按期把工作完整地交付。', 'Attends to detail, finds the errors and sees the work through, complete and on time.'],
    ['容易过分担忧，不愿放手交给别人。', 'Tends to worry too much and to be reluctant to delegate.']),
  role('expert', 'ideas', ['专家', 'Expert'],
    ['贡献团队中稀缺的深厚专业知识和技能。', 'Contributes deep knowledge and skills that are scarce in the team.'],
    ['关注面可能较窄，容易纠缠于技术细节。', 'May have a narrow focus and dwell on technicalities.']),
];

export function roleOf(id: RoleId): TeamRole {
  return ROLES.find((r) => r.id === id)!;
}
