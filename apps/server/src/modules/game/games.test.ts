import { describe, expect, it } from 'vitest';
import { marketEngine } from '@sandtable/sim/market';
import { MIN_TEAMS_TO_START, RESOURCE_TYPE } from '@sandtable/shared/rules/constants';
import { playableGame } from './games';

describe('the server’s game registry', () => {
  it('plays MS with the market engine, its course type, resource type and minimum teams', () => {
    expect(playableGame('MS')).toEqual({ gameId: 'MS', engine: marketEngine, courseType: 'MS', resourceType: RESOURCE_TYPE.MS, minTeams: MIN_TEAMS_TO_START });
  });

  it('has no engine yet for the change and team-synergy games: their courses cannot start one', () => {
    expect(playableGame('CM')).toBeNull();
    expect(playableGame('TS')).toBeNull();
  });
});
