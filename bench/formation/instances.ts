/**
 * Random squads for bench/formation: seeded (`seededRandom` of @oyna/shared), so every run
 * measures the same 1,000 line-ups.
 */
import { FORMATION_PRESETS, type FormationPlayer, type FormationSlot } from '@oyna/formation';
import { POSITIONS, type Position, type PreferredFoot, SKILL_KEYS, type SkillKey } from '@oyna/shared';

export interface Instance {
  slots: readonly FormationSlot[];
  players: FormationPlayer[];
}

const FIELD: Position[] = POSITIONS.filter((position) => position !== 'goalkeeper');
const ELEVEN_A_SIDE = FORMATION_PRESETS.filter((preset) => preset.format === '11x11');

/** A score around 55 with a spread of about 15, like an amateur league, kept within 0-100. */
function score(random: () => number): number {
  const bell = (random() + random() + random() + random() - 2) * 26;
  return Math.max(0, Math.min(100, Math.round(55 + bell)));
}

function foot(random: () => number): PreferredFoot | null {
  const roll = random();
  if (roll < 0.05) return null;
  if (roll < 0.68) return 'right';
  if (roll < 0.9) return 'left';
  return 'both';
}

/** Ten 1-10 ratings around the player's level, each a few points off it. */
function skills(random: () => number, level: number): Record<SkillKey, number> {
  const entries = SKILL_KEYS.map((key) => {
    const value = Math.round(level + (random() + random() - 1) * 4);
    return [key, Math.max(1, Math.min(10, value))] as const;
  });
  return Object.fromEntries(entries) as Record<SkillKey, number>;
}

/**
 * An 11-a-side preset and a squad of `size` players: 2-3 keepers, 8% without a primary position,
 * up to three secondary positions (a keeper now and then), feet mostly right, 80% with a rating
 * from results, 85% with self-rated skills.
 */
export function randomInstance(random: () => number, size: number): Instance {
  const preset = ELEVEN_A_SIDE[Math.floor(random() * ELEVEN_A_SIDE.length)] ?? ELEVEN_A_SIDE[0];
  if (!preset) throw new Error('no 11-a-side preset');
  const keepers = 2 + Math.floor(random() * 2);
  const pick = () => FIELD[Math.floor(random() * FIELD.length)] as Position;
  const players = Array.from({ length: size }, (_, i): FormationPlayer => {
    const primary: Position | null = i < keepers ? 'goalkeeper' : random() < 0.08 ? null : pick();
    const secondary = Array.from({ length: Math.floor(random() * 4) }, () =>
      random() < 0.05 ? ('goalkeeper' as const) : pick(),
    );
    return {
      id: `p${i}`,
      primaryPosition: primary,
      secondaryPositions: [...new Set(secondary)].filter((position) => position !== primary),
      preferredFoot: foot(random),
      rating: random() < 0.8 ? score(random) : null,
      skills: random() < 0.85 ? skills(random, 2 + random() * 7) : null,
    };
  });
  for (let i = players.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [players[i], players[j]] = [players[j] as FormationPlayer, players[i] as FormationPlayer];
  }
  return { slots: preset.slots, players };
}
