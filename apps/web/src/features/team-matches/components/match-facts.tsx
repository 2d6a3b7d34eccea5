import AccessTimeIcon from '@mui/icons-material/AccessTime';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { TeamMatch } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { MetaLine } from '../../../components/meta-line';
import { formatBakuDateTime } from '../../../lib/baku-time';
import { currentLanguage } from '../../../lib/i18n';

/** When and where, the format and the challenger's message. */
export function MatchFacts({ match }: { match: TeamMatch }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Stack spacing={1} data-testid="team-match-facts">
      <MetaLine icon={<AccessTimeIcon />} label={t('team_matches.match.time')}>
        {t('team_matches.match.time_value', {
          moment: formatBakuDateTime(new Date(match.starts_at), language),
          count: match.duration_minutes,
        })}
      </MetaLine>
      <MetaLine icon={<PlaceOutlinedIcon />} label={t('team_matches.match.venue')}>
        <Link component={RouterLink} to={`/venues/${match.venue.id}`}>
          {match.venue.name}
        </Link>
        {` · ${t(`districts.${match.venue.district}`)}`}
      </MetaLine>
      <MetaLine icon={<SportsSoccerIcon />} label={t('team_matches.match.format')}>
        {t(`games.formats.${match.format}`)}
      </MetaLine>
      {match.message ? (
        <MetaLine icon={<ChatBubbleOutlineIcon />} label={t('team_matches.match.message')}>
          {match.message}
        </MetaLine>
      ) : null}
    </Stack>
  );
}
