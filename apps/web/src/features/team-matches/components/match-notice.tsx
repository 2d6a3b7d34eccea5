import Alert from '@mui/material/Alert';
import type { Language, TeamMatch } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { bakuDay, formatBakuDateTime, formatBakuTime } from '../../../lib/baku-time';
import { currentLanguage } from '../../../lib/i18n';
import { resultOpensAt } from '../lib/match-actions';

/** The moment the result opens: the time alone when it is today in Baku, else the day and time. */
function openingMoment(opensAt: Date, now: Date, language: Language): string {
  return bakuDay(opensAt) === bakuDay(now) ? formatBakuTime(opensAt) : formatBakuDateTime(opensAt, language);
}

/**
 * What the status means now, with the reason a captain gave, if any; an accepted match not yet
 * played says from when its result can be recorded (docs/product-rules.md#team-matches).
 */
export function MatchNotice({ match }: { match: TeamMatch }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const text = (() => {
    switch (match.status) {
      case 'accepted': {
        const now = new Date();
        const opensAt = resultOpensAt(match);
        if (opensAt.getTime() <= now.getTime()) return null;
        return t('team_matches.notice.result_opens', { moment: openingMoment(opensAt, now, language) });
      }
      case 'proposed':
        return match.permissions.accept
          ? t('team_matches.notice.proposed_to_me', { team: match.home_team.name })
          : t('team_matches.notice.proposed', { team: match.away_team.name });
      case 'cancelled':
      case 'declined':
        return match.cancel_reason
          ? t(`team_matches.notice.${match.status}_reason`, { reason: match.cancel_reason })
          : t(`team_matches.notice.${match.status}`);
      case 'expired':
        return t('team_matches.notice.expired');
      case 'awaiting_confirmation':
        return match.permissions.confirm
          ? t('team_matches.notice.awaiting_my_confirmation')
          : t('team_matches.notice.awaiting_confirmation', { team: match.away_team.name });
      case 'disputed':
        return t('team_matches.notice.disputed', { reason: match.dispute_reason ?? '' });
      case 'confirmed':
        return t('team_matches.notice.confirmed');
      default:
        return null;
    }
  })();
  if (!text) return null;
  const severity =
    match.status === 'disputed' ? 'warning' : match.status === 'confirmed' ? 'success' : 'info';
  return (
    <Alert
      severity={severity}
      data-testid="team-match-notice"
      sx={{ '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' } }}
    >
      {text}
    </Alert>
  );
}
