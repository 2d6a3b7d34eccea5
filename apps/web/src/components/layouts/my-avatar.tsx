import Avatar from '@mui/material/Avatar';
import { useSessionStore } from '../../lib/session/session-store';
import { avatarLetter } from './nav-items';

/** The signed-in player's avatar in the app's frame: their photo, or their first letter on the brand colour. */
export function MyAvatar({ size, testId }: { size: number; testId: string }) {
  const user = useSessionStore((state) => state.user);
  return (
    <Avatar
      alt=""
      src={user?.photo_url ?? undefined}
      data-testid={testId}
      sx={{
        width: size,
        height: size,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 700,
      }}
    >
      {avatarLetter(user?.first_name)}
    </Avatar>
  );
}
