import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import NearMeOutlinedIcon from '@mui/icons-material/NearMeOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import type { GameSummary, MyRegistration } from '@oyna/shared';
import { type ComponentType, type ElementType, type ReactNode, memo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink, useNavigate } from 'react-router';
import { currentLanguage } from '../../../lib/i18n';
import { formatBakuDay, formatBakuTime } from '../../../lib/baku-time';
import { isGameClosed } from '../../../lib/game-closed';
import { MetaLine } from '../../../components/meta-line';
import { GameStatusChip } from '../../../components/game/game-status-chip';
import { PlacesIndicator } from '../../../components/game/places-indicator';
import { PriceTag, bookedPrice } from '../../../components/game/price-tag';
import { levelRangeText } from '../../../components/game/level-range';
import { formatDistanceKm } from '../lib/near-point';
import { LinkButton } from '../../../components/link-button';
import { themeStyles } from '../../../lib/theme-styles';

// The card's styles, worked out once per theme (a page draws a dozen cards; decision 110).
const CardRoot = styled(Card, { shouldForwardProp: (prop) => prop !== 'closed' })<{
  closed: boolean;
  component: ElementType;
}>(
  themeStyles({
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    '&:hover': { borderColor: 'primary.main' },
  }),
  ({ closed }) => (closed ? { opacity: 0.75 } : null),
);
const CardBody = styled(CardContent)(
  themeStyles({ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }),
);
const TitleBlock = styled('div')(themeStyles({ minWidth: 0 }));
const When = styled(Typography)(
  themeStyles({ fontWeight: 800, lineHeight: 1.4, display: 'block' }),
) as typeof Typography;
const Title = styled(Typography)(
  themeStyles({ overflowWrap: 'anywhere', fontSize: '1.1rem' }),
) as typeof Typography;
const Emphasis = styled('span')(themeStyles({ fontWeight: 600, color: 'text.primary' }));
const VenueName = styled(Typography)(
  themeStyles({ fontWeight: 600, color: 'text.primary' }),
) as typeof Typography;
const FormatChip = styled(Chip)(themeStyles({ fontWeight: 700 }));
const Filler = styled('div')(themeStyles({ flex: 1 }));
const Footer = styled('div')(
  themeStyles({
    display: 'flex',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: 1.5,
    flexWrap: 'wrap',
    pt: 0.5,
  }),
);

/** A game card's usual height on a phone (300-380 px with the demo games), for `CardGrid`'s `itemHeight`. */
export const GAME_CARD_HEIGHT = 330;

export interface GameLinkState {
  /** The list's search params, so "back" returns to the same filters and page. */
  listSearch: string;
}

/**
 * What a card shows beside the price: another feature's action (booking's register button or my
 * status), given the card's own `details` link and a way to open the game with the list state.
 */
export type GameCardAction = ComponentType<{ game: GameSummary; details: ReactNode; openGame: () => void }>;

/**
 * A game in the list: when, where, what kind, my price, places, and the `action` (else a details
 * link). With my `registration` (my games) the price is what I paid or will pay, discount included.
 * The distance shows when the list was asked from a point; `titleLevel` is `h3` under a day header.
 * Drawn again only when one of these changes: a list drawn again with the same answer (a refresh, or
 * the saved copy a returning player sees first replaced by the server's same games) keeps its cards,
 * which the query's structural sharing hands back as the same objects.
 */
export const GameCard = memo(function GameCard({
  game,
  listSearch,
  action: Action,
  registration,
  titleLevel = 'h2',
}: {
  game: GameSummary;
  listSearch: string;
  action?: GameCardAction;
  registration?: MyRegistration;
  titleLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = currentLanguage();
  const to = `/games/${game.id}`;
  const state: GameLinkState = { listSearch };
  const startsAt = new Date(game.starts_at);
  const closed = isGameClosed(game);
  const booked = bookedPrice(registration);
  const levelRange = levelRangeText(t, game.min_level, game.max_level);

  const details = (
    <LinkButton to={to} state={state} variant="outlined">
      {t('games.actions.details')}
    </LinkButton>
  );

  return (
    <CardRoot component="article" data-testid="game-card" data-game-id={game.id} closed={closed}>
      <CardBody>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <TitleBlock>
            <When variant="overline" color="primary" data-testid="game-card-when">
              {formatBakuDay(startsAt, language)} · {formatBakuTime(startsAt)}
            </When>
            <Title variant="h3" component={titleLevel}>
              <Link component={RouterLink} to={to} state={state} color="inherit" underline="hover">
                {game.title}
              </Link>
            </Title>
          </TitleBlock>
          <GameStatusChip status={game.status} isPast={game.is_past} />
        </Stack>

        <Stack spacing={0.75}>
          <MetaLine icon={<LocationOnOutlinedIcon aria-hidden />} label={t('games.detail.venue')}>
            <VenueName component="span" variant="body2">
              {game.venue.name}
            </VenueName>
            {' · '}
            {t(`districts.${game.venue.district}`)}
          </MetaLine>
          {game.distance_km !== null ? (
            <MetaLine icon={<NearMeOutlinedIcon aria-hidden />} label={t('games.distance_label')}>
              <Emphasis data-testid="game-card-distance">
                {t('games.distance', { distance: formatDistanceKm(game.distance_km, language) })}
              </Emphasis>
            </MetaLine>
          ) : null}
          <MetaLine icon={<EventOutlinedIcon aria-hidden />} label={t('games.detail.duration')}>
            {t('games.duration', { count: game.duration_minutes })}
          </MetaLine>
        </Stack>

        <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap' }}>
          <FormatChip size="small" label={game.format} data-testid="game-format" />
          <Chip size="small" variant="outlined" label={t(`games.kinds.${game.kind}`)} />
          <Chip size="small" variant="outlined" label={t(`venue_types.${game.venue.type}`)} />
          {game.has_referee ? <Chip size="small" variant="outlined" label={t('games.referee_chip')} /> : null}
          {levelRange ? (
            <Chip
              size="small"
              variant="outlined"
              color={game.my_level_fits === false ? 'warning' : 'default'}
              label={t('games.levels.chip', { range: levelRange })}
              data-testid="game-card-level"
            />
          ) : null}
        </Stack>

        <Filler />
        <PlacesIndicator game={game} closed={closed} />
        <Footer>
          {booked ? (
            <PriceTag
              price={game.price}
              quote={booked}
              caption={t(registration?.paid ? 'games.mine.paid' : 'games.mine.to_pay')}
            />
          ) : (
            <PriceTag price={game.price} quote={game.my_quote} />
          )}
          {Action ? (
            <Action game={game} details={details} openGame={() => void navigate(to, { state })} />
          ) : (
            details
          )}
        </Footer>
      </CardBody>
    </CardRoot>
  );
});
