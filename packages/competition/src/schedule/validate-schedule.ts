import { instantMinutes } from './baku-time.js';
import { pitchKey, prepareRules, type Interval } from './prepare.js';
import type { Placement, ScheduleMatch, ScheduleRules, Violation } from './types.js';

/**
 * Every rule a set of placements breaks, checked pair by pair: the scheduler's oracle in tests,
 * and the check the API runs when an organizer moves a match (the same clash rules apply).
 */
export function validateSchedule(
  matches: readonly ScheduleMatch[],
  rules: ScheduleRules,
  placements: readonly Placement[],
): Violation[] {
  const prepared = prepareRules(rules);
  const byId = new Map(matches.map((match) => [match.id, match]));
  const violations: Violation[] = [];
  const { changeover, rest, matchMinutes } = prepared;
  const seen = new Set<string>();
  const checked: { placement: Placement; match: ScheduleMatch; pitch: number; at: Interval }[] = [];

  for (const placement of placements) {
    const match = byId.get(placement.matchId);
    const pitch = prepared.pitchIndex.get(pitchKey(placement));
    if (!match) violations.push({ kind: 'unknown_match', matchIds: [placement.matchId] });
    if (pitch === undefined) violations.push({ kind: 'unknown_pitch', matchIds: [placement.matchId] });
    if (seen.has(placement.matchId))
      violations.push({ kind: 'duplicate_placement', matchIds: [placement.matchId] });
    seen.add(placement.matchId);
    if (!match || pitch === undefined) continue;
    const at = { start: instantMinutes(placement.start), end: instantMinutes(placement.end) };
    if (at.end - at.start !== matchMinutes) violations.push({ kind: 'wrong_length', matchIds: [match.id] });
    const open = prepared.open[pitch] ?? [];
    if (!open.some((window) => window.start <= at.start && at.end <= window.end)) {
      violations.push({ kind: 'outside_window', matchIds: [match.id] });
    }
    for (const busy of prepared.busy[pitch] ?? []) {
      if (at.start < busy.end + changeover && busy.start < at.end + changeover) {
        violations.push({ kind: 'busy_clash', matchIds: [match.id] });
        break;
      }
    }
    checked.push({ placement, match, pitch, at });
  }

  const byMatch = new Map(checked.map((entry) => [entry.match.id, entry]));
  for (let i = 0; i < checked.length; i += 1) {
    const a = checked[i] as (typeof checked)[number];
    for (let j = i + 1; j < checked.length; j += 1) {
      const b = checked[j] as (typeof checked)[number];
      const ids = [a.match.id, b.match.id];
      if (a.pitch === b.pitch && a.at.start < b.at.end + changeover && b.at.start < a.at.end + changeover) {
        violations.push({ kind: 'pitch_double_booked', matchIds: ids });
      }
      const shared = a.match.teams.some((team) => b.match.teams.includes(team));
      if (shared && a.at.start < b.at.end + rest && b.at.start < a.at.end + rest) {
        violations.push({ kind: 'team_rest', matchIds: ids });
      }
    }
    for (const feeder of a.match.after ?? []) {
      const before = byMatch.get(feeder);
      if (before && a.at.start < before.at.end + rest) {
        violations.push({ kind: 'feeder_order', matchIds: [feeder, a.match.id] });
      }
    }
  }
  return violations;
}
