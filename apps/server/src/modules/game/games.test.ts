import { describe, expect, it } from 'vitest';
import { marketEngine } from '@sandtable/sim/market';
import { changeEngine } from '@sandtable/sim/change';
import { synergyEngine } from '@sandtable/sim/synergy';
import { MIN_TEAMS_TO_START, RESOURCE_TYPE, TS_TEAMS } from '@sandtable/shared/rules/constants';
import { playableGame } from './games';
import { cmResultScope } from './cm.live';

describe('the server’s game registry', () => {
  it('plays MS with the market engine, its course type, resource type and minimum teams', () => {
    expect(playableGame('MS')).toEqual({ gameId: 'MS', engine: marketEngine, courseType: 'MS', resourceType: RESOURCE_TYPE.MS, minTeams: MIN_TEAMS_TO_START, resultScope: null });
  });

  it('plays CM with the change engine (course and resource type CM), other teams seen by their public lines', () => {
    expect(playableGame('CM')).toEqual({ gameId: 'CM', engine: changeEngine, courseType: 'CM', resourceType: RESOURCE_TYPE.CM, minTeams: MIN_TEAMS_TO_START, resultScope: cmResultScope });
    expect(RESOURCE_TYPE.CM).toBe(10003);
  });

  it('plays TS with the synergy engine: 1 to 25 teams (spec §9), filed with the market’s course and resource type (the spec has only MS and CM)', () => {
    expect(playableGame('TS')).toEqual({ gameId: 'TS', engine: synergyEngine, courseType: 'MS', resourceType: RESOURCE_TYPE.MS, minTeams: TS_TEAMS.min, resultScope: null });
    expect(synergyEngine.teams).toEqual({ min: TS_TEAMS.min, max: TS_TEAMS.max });
  });
});
