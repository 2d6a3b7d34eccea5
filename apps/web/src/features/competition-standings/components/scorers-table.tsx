import Link from '@mui/material/Link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import type { CompetitionScorers } from '@oyna/shared';
import { PositionHeaderCell, RankingTable } from './ranking-table';
import { TeamCell } from '../../../components/team-cell';
import { fullName } from '../../../lib/format';

/** The competition's top scorers: rank, player, team, goals (and matches from the tablet width up). */
export function ScorersTable({ scorers }: { scorers: CompetitionScorers['items'] }) {
  const { t } = useTranslation();
  if (scorers.length === 0) {
    return <Typography color="text.secondary">{t('competitions.scorers.empty')}</Typography>;
  }
  return (
    <RankingTable caption={t('competitions.scorers.title')} testId="scorers-table">
      <TableHead>
        <TableRow>
          <PositionHeaderCell />
          <TableCell scope="col">{t('competitions.scorers.player')}</TableCell>
          <TableCell scope="col">{t('competitions.table.team')}</TableCell>
          <TableCell scope="col" align="right">
            {t('competitions.scorers.goals')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {scorers.map((scorer) => (
          <TableRow key={scorer.player.id} data-testid={`scorer-${scorer.player.id}`}>
            <TableCell align="right">{scorer.rank}</TableCell>
            <TableCell>
              <Link
                component={RouterLink}
                to={`/players/${scorer.player.id}`}
                color="inherit"
                underline="hover"
              >
                {fullName(scorer.player)}
              </Link>
            </TableCell>
            <TableCell sx={{ maxWidth: { xs: 120, sm: 'none' } }}>
              <TeamCell team={scorer.team} size={20} />
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 800 }}>
              {scorer.goals}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </RankingTable>
  );
}
