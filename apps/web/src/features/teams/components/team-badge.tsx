import Avatar from '@mui/material/Avatar';
import { readableTextColor } from '../../../lib/readable-text-color';

/** Up to two letters of the team's name: the first letters of its first two words. */
export function teamInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : name.trim().slice(0, 2);
  return letters.toLocaleUpperCase();
}

interface TeamBadgeProps {
  name: string;
  logoUrl: string | null;
  primaryColor: string;
  secondaryColor: string;
  size?: number;
}

/** The team's badge: its logo, or its initials in the secondary colour (or black or white, to be read) on the primary one. */
export function TeamBadge({ name, logoUrl, primaryColor, secondaryColor, size = 48 }: TeamBadgeProps) {
  return (
    <Avatar
      src={logoUrl ?? undefined}
      alt=""
      aria-hidden
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.38,
        fontWeight: 800,
        bgcolor: primaryColor,
        color: readableTextColor(primaryColor, secondaryColor),
        border: `${Math.max(2, Math.round(size / 16))}px solid ${secondaryColor}`,
        boxShadow: `0 0 0 1px ${primaryColor}`,
        flexShrink: 0,
      }}
    >
      {teamInitials(name)}
    </Avatar>
  );
}
