import { describe, expect, it } from 'vitest';
import { balancingRoles, coveredGroups, positionGroup } from './positions.js';

describe('positions', () => {
  it('full backs are defenders, wings attackers, every midfield role a midfielder', () => {
    expect(positionGroup('leftBack')).toBe('defender');
    expect(positionGroup('rightWing')).toBe('attacker');
    expect(positionGroup('defensiveMid')).toBe('midfielder');
    expect(positionGroup('attackingMid')).toBe('midfielder');
  });

  it('a player is balanced as the primary line, else the first secondary, else none', () => {
    const roles = balancingRoles(
      [
        { primaryPosition: 'striker', secondaryPositions: ['centralMid'] },
        { primaryPosition: null, secondaryPositions: ['rightBack', 'striker'] },
        { secondaryPositions: [] },
      ],
      2,
    );
    expect(roles).toEqual(['attacker', 'defender', null]);
  });

  it('secondary goalkeepers keep goal only while there are fewer keepers than sides', () => {
    const roles = balancingRoles(
      [
        { primaryPosition: 'goalkeeper', secondaryPositions: [] },
        { primaryPosition: 'defender', secondaryPositions: ['goalkeeper'] },
        { primaryPosition: 'striker', secondaryPositions: ['goalkeeper'] },
        { primaryPosition: 'centralMid', secondaryPositions: [] },
      ],
      2,
    );
    expect(roles).toEqual(['goalkeeper', 'goalkeeper', 'attacker', 'midfielder']);
  });

  it('a player covers the lines of the primary and every secondary position', () => {
    expect([
      ...coveredGroups({ primaryPosition: 'goalkeeper', secondaryPositions: ['leftWing', 'rightWing'] }),
    ]).toEqual(['goalkeeper', 'attacker']);
  });
});
