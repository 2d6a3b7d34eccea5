import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import type { GameSummary } from '@oyna/shared';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { formatBakuDayHeading } from '../../../lib/baku-time';
import { currentLanguage } from '../../../lib/i18n';
import { type GameDayGroup, groupByBakuDay } from '../lib/group-by-day';
import { GAME_CARD_HEIGHT, GameCard, type GameCardAction } from './game-card';
import { CardGrid } from '../../../components/card-grid';
import { themeStyles } from '../../../lib/theme-styles';

const DayHeading = styled(Typography)(themeStyles({ fontSize: '1.125rem', fontWeight: 800, mb: 1.5 }));

interface GameDayListProps {
  games: GameSummary[];
  listSearch: string;
  cardAction?: GameCardAction | undefined;
  /** Shown at 60 % while the next page loads. */
  dimmed: boolean;
}

function DaySection({
  group,
  listSearch,
  cardAction,
}: { group: GameDayGroup<GameSummary> } & Pick<GameDayListProps, 'listSearch' | 'cardAction'>) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = group.relative
    ? t(`games.days.${group.relative}`)
    : formatBakuDayHeading(group.day, currentLanguage());
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="game-day" data-day={group.day}>
      <DayHeading id={headingId} variant="h2" data-testid="game-day-header">
        {heading}
      </DayHeading>
      <CardGrid list itemHeight={GAME_CARD_HEIGHT}>
        {group.games.map((game) => (
          <li key={game.id}>
            <GameCard game={game} listSearch={listSearch} action={cardAction} titleLevel="h3" />
          </li>
        ))}
      </CardGrid>
    </Box>
  );
}

/** A page of games under one header per Baku day ("Bu gün", "Sabah", then the weekday and date). */
export function GameDayList({ games, listSearch, cardAction, dimmed }: GameDayListProps) {
  const groups = groupByBakuDay(games, new Date());
  return (
    <Stack spacing={3} sx={{ opacity: dimmed ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={dimmed}>
      {groups.map((group, index) => (
        <DaySection
          key={`${group.day}-${index}`}
          group={group}
          listSearch={listSearch}
          cardAction={cardAction}
        />
      ))}
    </Stack>
  );
}
