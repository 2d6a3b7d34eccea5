import Box from '@mui/material/Box';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation';
import { TIEBREAK_CRITERIA_NAMES, type StandingRowView } from '@oyna/shared';
import { PositionHeaderCell, RankingTable } from './ranking-table';
import { TeamCell } from '../../../components/team-cell';

const narrow = { display: { xs: 'none', sm: 'table-cell' } } as const;

/**
 * The number columns after the team, in order: the locale key of their name (`competitions.table.<key>`,
 * abbreviated `<key>_short` in the header), their value in a row, whether they fold away at phone
 * width, and how their value stands out.
 */
const NUMBER_COLUMNS: readonly {
  key: 'played' | 'won' | 'drawn' | 'lost' | 'goals' | 'goal_difference' | 'points';
  value: (row: StandingRowView) => string | number;
  narrow?: boolean;
  sx?: { whiteSpace?: 'nowrap'; fontWeight?: number };
}[] = [
  { key: 'played', value: (row) => row.played },
  { key: 'won', value: (row) => row.won, narrow: true },
  { key: 'drawn', value: (row) => row.drawn, narrow: true },
  { key: 'lost', value: (row) => row.lost, narrow: true },
  {
    key: 'goals',
    value: (row) => `${row.goals_for}:${row.goals_against}`,
    narrow: true,
    sx: { whiteSpace: 'nowrap' },
  },
  { key: 'goal_difference', value: (row) => signed(row.goal_difference) },
  { key: 'points', value: (row) => row.points, sx: { fontWeight: 800 } },
];

/** `+3`, `0`, `−2`: a goal difference with its sign. */
export function signed(value: number): string {
  if (value > 0) return `+${value}`;
  if (value < 0) return `\u2212${Math.abs(value)}`;
  return '0';
}

/**
 * The rows whose order a tie-break decided (level on points with the next team), with the criterion
 * that separated them: the footnotes under the table.
 */
export function tiebreakNotes(rows: readonly StandingRowView[]) {
  return rows.flatMap((row, index) => {
    const next = rows[index + 1];
    const criterion = TIEBREAK_CRITERIA_NAMES.find((name) => name === row.separated_by);
    return criterion && next
      ? [{ mark: index + 1, above: row.team.name, below: next.team.name, criterion }]
      : [];
  });
}

/**
 * A league or group table: position, team, played, won, drawn, lost, goals, difference, points; at
 * phone width the won/drawn/lost and goal columns fold away. A footnote names the tie-break that
 * separated each pair of teams level on points.
 */
export function StandingsTable({
  rows,
  caption,
  highlightTeamIds = [],
  testId = 'standings-table',
}: {
  rows: readonly StandingRowView[];
  caption: string;
  /** The viewer's teams, marked in the table. */
  highlightTeamIds?: readonly string[];
  testId?: string;
}) {
  const { t } = useTranslation();
  const notes = tiebreakNotes(rows);
  const marks = new Map(notes.map((note) => [note.above, note.mark]));
  return (
    <Box>
      <RankingTable caption={caption} testId={testId}>
        <TableHead>
          <TableRow>
            <PositionHeaderCell />
            <TableCell scope="col">{t('competitions.table.team')}</TableCell>
            {NUMBER_COLUMNS.map((column) => (
              <TableCell key={column.key} scope="col" align="right" sx={column.narrow ? narrow : undefined}>
                <abbr title={t(`competitions.table.${column.key}`)}>
                  {t(`competitions.table.${column.key}_short`)}
                </abbr>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const mark = marks.get(row.team.name);
            const mine = highlightTeamIds.includes(row.team.id);
            return (
              <TableRow
                key={row.team.id}
                selected={mine}
                data-testid={`standing-${row.team.id}`}
                aria-current={mine ? 'true' : undefined}
              >
                <TableCell align="right">{row.position}</TableCell>
                <TableCell sx={{ maxWidth: { xs: 150, sm: 'none' } }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
                    <TeamCell team={row.team} size={22} bold={mine} />
                    {mark ? (
                      <Typography
                        component="sup"
                        variant="caption"
                        aria-label={t('competitions.table.note_mark', { mark })}
                      >
                        {mark}
                      </Typography>
                    ) : null}
                  </Box>
                </TableCell>
                {NUMBER_COLUMNS.map((column) => (
                  <TableCell
                    key={column.key}
                    align="right"
                    sx={{ ...(column.narrow ? narrow : {}), ...column.sx }}
                  >
                    {column.value(row)}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </RankingTable>
      {notes.length > 0 ? (
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 0, listStyle: 'none' }} data-testid={`${testId}-notes`}>
          {notes.map((note) => (
            <Typography
              component="li"
              variant="caption"
              color="text.secondary"
              key={note.mark}
              sx={{ display: 'block' }}
            >
              <sup>{note.mark}</sup>{' '}
              {t('competitions.table.separated', {
                above: note.above,
                below: note.below,
                criterion: t(`competitions.criteria.${note.criterion}`),
              })}
            </Typography>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
