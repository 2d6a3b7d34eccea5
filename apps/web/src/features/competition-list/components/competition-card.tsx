import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CompetitionSummary } from '@oyna/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { formatBakuDateTime } from '../../../lib/baku-time';
import { formatManat } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { competitionDates } from '../../../lib/competition-dates';
import { CompetitionStatusChip, PlatinumBadge } from '../../../components/competition-chips';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', color: 'text.secondary' }}>
      <Box aria-hidden sx={{ display: 'flex', mt: '1px', '& svg': { fontSize: 18 } }}>
        {icon}
      </Box>
      <Typography variant="body2" sx={{ minWidth: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** A competition in the list: name, kind and format, dates, venues, fee, teams and the platinum badge. */
export function CompetitionCard({ competition }: { competition: CompetitionSummary }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const venues = competition.venues.map((venue) => venue.name).join(', ');
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={`competition-card-${competition.id}`}>
      <CardActionArea
        component={RouterLink}
        to={`/tournaments/${competition.id}`}
        sx={{ height: '100%', alignItems: 'stretch', display: 'flex', flexDirection: 'column' }}
      >
        <CardContent sx={{ width: '100%' }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
            <CompetitionStatusChip status={competition.status} />
            <Chip size="small" variant="outlined" label={t(`competitions.kinds.${competition.kind}`)} />
            {competition.access === 'platinum' ? <PlatinumBadge /> : null}
          </Stack>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 0.5 }}>
            {competition.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {`${t(`competitions.formats.${competition.format}`)} · ${competition.match_format}`}
          </Typography>
          <Stack spacing={0.75}>
            <Fact icon={<CalendarMonthOutlinedIcon />}>{competitionDates(competition, language)}</Fact>
            {venues ? <Fact icon={<PlaceOutlinedIcon />}>{venues}</Fact> : null}
            <Fact icon={<GroupsOutlinedIcon />}>
              {t('competitions.list.teams_count', {
                count: competition.team_count,
                max: competition.max_teams,
              })}
            </Fact>
            <Fact icon={<EmojiEventsOutlinedIcon />}>
              {competition.winner
                ? t('competitions.achievements.champion', { name: competition.winner.name })
                : competition.entry_fee > 0
                  ? t('competitions.list.fee', { fee: formatManat(competition.entry_fee, language) })
                  : t('competitions.list.free')}
            </Fact>
            {competition.status === 'registering' ? (
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t('competitions.list.deadline', {
                  date: formatBakuDateTime(new Date(competition.registration_deadline), language),
                })}
              </Typography>
            ) : null}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
