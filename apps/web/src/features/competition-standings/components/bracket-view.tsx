import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { BracketMatchView } from '@oyna/shared';
import { ScrollableTabs } from '../../../components/tabs/scrollable-tabs';
import { knockoutRoundName, knockoutRoundWords } from '../../../lib/knockout-rounds';
import {
  bracketPages,
  layoutBracket,
  openingPage,
  type BracketPage,
  type BracketSection,
} from '../lib/bracket-layout';
import { BracketMatchCard } from './bracket-match-card';

const COLUMN = 232;
const GAP = 40;
const ROW = 96;
const LINE = 2;

/** The words of a round: `Final`, `Semi-finals`, `Round of 16`, `Losers' bracket · round 2`. */
function useRoundLabel() {
  const { t } = useTranslation();
  return (part: BracketSection<BracketMatchView>['part'] | 'third_place', round: number, rounds: number) => {
    if (part === 'third_place') return t('competitions.bracket.third_place');
    const text =
      knockoutRoundWords(knockoutRoundName(part, round, rounds), t) ??
      t('competitions.bracket.round', { round });
    if (part === 'winners' || part === 'losers') return `${t(`competitions.bracket.${part}`)} · ${text}`;
    if (part === 'final' && round === 2) return t('competitions.bracket.final_reset');
    return text;
  };
}

/** One part drawn as a bracket: rounds as columns, each match joined to the two that feed it. */
function SectionGrid({ section }: { section: BracketSection<BracketMatchView> }) {
  const label = useRoundLabel();
  const columns = section.columns.length;
  return (
    <Box
      role="group"
      aria-label={section.part === 'main' ? undefined : label(section.part, 1, columns).split(' · ')[0]}
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, ${COLUMN}px)`,
        gridTemplateRows: `auto repeat(${section.rows}, ${ROW}px)`,
        columnGap: `${GAP}px`,
        width: 'max-content',
      }}
    >
      {section.columns.map((column, index) => (
        <Typography
          key={`head-${column.round}`}
          component="h2"
          variant="overline"
          color="text.secondary"
          sx={{ gridColumn: index + 1, gridRow: 1, lineHeight: 2 }}
        >
          {label(section.part, column.round, columns)}
        </Typography>
      ))}
      {section.columns.map((column, index) =>
        column.matches.map((placed) => (
          <Box
            key={placed.match.id}
            sx={{
              gridColumn: index + 1,
              gridRow: `${placed.row + 1} / span ${placed.span}`,
              position: 'relative',
              display: 'flex',
              alignItems: 'center',
              // Out to the right, towards the next round.
              ...(index < columns - 1 && {
                '&::after': {
                  content: '""',
                  position: 'absolute',
                  right: -GAP / 2,
                  top: '50%',
                  width: GAP / 2,
                  borderTop: `${LINE}px solid`,
                  borderColor: 'divider',
                },
              }),
              // In from the left: joining the two matches that feed this one, or straight from one.
              ...((placed.joinsPair || placed.continues) && {
                '&::before': {
                  content: '""',
                  position: 'absolute',
                  left: -GAP / 2,
                  width: GAP / 2,
                  ...(placed.joinsPair
                    ? {
                        top: '25%',
                        height: '50%',
                        borderLeft: `${LINE}px solid`,
                        borderColor: 'divider',
                        background: (theme: Theme) =>
                          `linear-gradient(${theme.palette.divider}, ${theme.palette.divider}) no-repeat 0 50% / 100% ${LINE}px`,
                      }
                    : { top: '50%', borderTop: `${LINE}px solid`, borderColor: 'divider' }),
                },
              }),
            }}
          >
            <BracketMatchCard match={placed.match} />
          </Box>
        )),
      )}
    </Box>
  );
}

function DesktopBracket({ matches }: { matches: readonly BracketMatchView[] }) {
  const { t } = useTranslation();
  const layout = useMemo(() => layoutBracket(matches), [matches]);
  return (
    <Box
      sx={{ overflowX: 'auto', pb: 1 }}
      tabIndex={0}
      role="region"
      aria-label={t('competitions.bracket.scroll_label')}
    >
      <Stack spacing={4} sx={{ width: 'max-content' }}>
        {layout.sections.map((section) => (
          <SectionGrid key={section.part} section={section} />
        ))}
        {layout.thirdPlace ? (
          <Box sx={{ width: COLUMN }}>
            <Typography component="h2" variant="overline" color="text.secondary">
              {t('competitions.bracket.third_place')}
            </Typography>
            <BracketMatchCard match={layout.thirdPlace} />
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
}

/** The phone's bracket: one round at a time, chosen with the round tabs, as a list of matches. */
function PhoneBracket({ matches }: { matches: readonly BracketMatchView[] }) {
  const { t } = useTranslation();
  const label = useRoundLabel();
  const pages = useMemo(() => bracketPages(layoutBracket(matches)), [matches]);
  const [chosen, setChosen] = useState<number | null>(null);
  const index = Math.min(chosen ?? openingPage(pages), pages.length - 1);
  const page: BracketPage<BracketMatchView> | undefined = pages[index];
  if (!page) return null;
  return (
    <Stack spacing={1.5}>
      <ScrollableTabs
        value={index}
        onChange={(_, value: number) => setChosen(value)}
        aria-label={t('competitions.bracket.rounds_label')}
      >
        {pages.map((item, at) => (
          <Tab
            key={item.key}
            value={at}
            label={label(item.part, item.round, item.rounds)}
            id={`bracket-tab-${item.key}`}
            aria-controls="bracket-round-panel"
            data-testid={`bracket-round-${item.key}`}
          />
        ))}
      </ScrollableTabs>
      <Stack spacing={1} role="tabpanel" id="bracket-round-panel" aria-labelledby={`bracket-tab-${page.key}`}>
        {page.matches.map((match) => (
          <BracketMatchCard key={match.id} match={match} />
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * The knockout bracket: drawn as a bracket (rounds as columns with connectors) from the tablet
 * width up, and round by round with tabs on a phone, where a drawn bracket would not fit.
 */
export function BracketView({ matches }: { matches: readonly BracketMatchView[] }) {
  const { t } = useTranslation();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  if (matches.length === 0) {
    return <Typography color="text.secondary">{t('competitions.bracket.empty')}</Typography>;
  }
  return (
    <Box data-testid="bracket">
      {wide ? <DesktopBracket matches={matches} /> : <PhoneBracket matches={matches} />}
    </Box>
  );
}
