import { describe, expect, it } from 'vitest';
import { marketEngine } from '@sandtable/sim/market';
import { changeEngine } from '@sandtable/sim/change';
import { MIN_TEAMS_TO_START, RESOURCE_TYPE } from '@sandtable/shared/rules/constants';
import { playableGame } from './games';

describe('the server’s game registry', () => {
  it('plays MS with the market engine, its course type, resource type and minimum teams', () => {
    expect(playableGame('MS')).toEqual({ gameId: 'MS', engine: marketEngine, courseType: 'MS', resourceType: RESOURCE_TYPE.MS, minTeams: MIN_TEAMS_TO_START });
  });

  it('plays CM with the change engine (course and resource type CM); TS has no engine yet: its courses cannot start one', () => {
    expect(playableGame('CM')).toEqual({ gameId: 'CM', engine: changeEngine, courseType: 'CM', resourceType: RESOURCE_TYPE.CM, minTeams: MIN_TEAMS_TO_START });
    expect(RESOURCE_TYPE.CM).toBe(10003);
    expect(playableGame('TS')).toBeNull();
  });
});
