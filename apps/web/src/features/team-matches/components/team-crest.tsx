import Avatar from '@mui/material/Avatar';
import type { TeamRef } from '@oyna/shared';
import { readableTextColor } from '../../../lib/readable-text-color';

/** A team's badge: its logo, or its initial in its own colours (decorative beside the name). */
export function TeamCrest({
  team,
  size = 40,
}: {
  team: Pick<TeamRef, 'name' | 'logo_url' | 'primary_color' | 'secondary_color'>;
  size?: number;
}) {
  return (
    <Avatar
      src={team.logo_url ?? undefined}
      alt=""
      aria-hidden="true"
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.45,
        fontWeight: 800,
        bgcolor: team.primary_color,
        color: readableTextColor(team.primary_color, team.secondary_color),
        border: 2,
        borderColor: team.secondary_color,
      }}
    >
      {team.name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}
