import Avatar from '@mui/material/Avatar';
import type { TeamRef } from '@oyna/shared';
import { readableTextColor } from '../lib/readable-text-color';

/** Up to two letters of the team's name: the first letters of its first two words. */
export function teamInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : name.trim().slice(0, 2);
  return letters.toLocaleUpperCase();
}

/** What a badge needs of a team (a team, a team reference, or the form's preview). */
export type TeamBadgeTeam = Pick<TeamRef, 'name' | 'logo_url' | 'primary_color' | 'secondary_color'>;

/**
 * A team's badge, decorative beside its name: its logo, or its initials in the secondary colour
 * (or black or white, to be read) on the primary one.
 */
export function TeamBadge({ team, size = 48 }: { team: TeamBadgeTeam; size?: number }) {
  return (
    <Avatar
      src={team.logo_url ?? undefined}
      alt=""
      aria-hidden
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.38,
        fontWeight: 800,
        bgcolor: team.primary_color,
        color: readableTextColor(team.primary_color, team.secondary_color),
        border: `${Math.max(2, Math.round(size / 16))}px solid ${team.secondary_color}`,
        boxShadow: `0 0 0 1px ${team.primary_color}`,
        flexShrink: 0,
      }}
    >
      {teamInitials(team.name)}
    </Avatar>
  );
}
