import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { useTeamAchievements } from '../api/standings-queries';

const MEDAL = { 1: '#d4a017', 2: '#9e9e9e', 3: '#b0703c' } as const;
const PLACE_KEY = { 1: 'champion', 2: 'runner_up', 3: 'third' } as const;

/** On the team page: the competitions the team won, or finished second or third in. Nothing when none. */
export function TeamAchievementsCard({ team }: { team: { id: string } }) {
  const { t } = useTranslation();
  const achievements = useTeamAchievements(team.id);
  const items = achievements.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="team-achievements-title"
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: '16px' }}
      data-testid="team-achievements"
    >
      <Typography id="team-achievements-title" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {t('competitions.achievements.title')}
      </Typography>
      <Stack spacing={1}>
        {items.map((item) => {
          const place = item.place as 1 | 2 | 3;
          return (
            <Box key={item.competition_id} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <EmojiEventsIcon aria-hidden sx={{ color: MEDAL[place] }} />
              <Link component={RouterLink} to={`/tournaments/${item.competition_id}`} underline="hover">
                {t(`competitions.achievements.${PLACE_KEY[place]}`, { name: item.competition_name })}
              </Link>
            </Box>
          );
        })}
      </Stack>
    </Paper>
  );
}
