import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import type { MyRegistration, PriceQuoteResponse } from '@oyna/shared';
import type { ElementType } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { formatManat } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { themeStyles } from '../../lib/theme-styles';

// Worked out once per theme: every game card shows a price (decision 110).
const Tag = styled('div')(themeStyles({ display: 'grid', justifyItems: 'start', gap: 0.5, minWidth: 0 }));
const Amounts = styled('div')(
  themeStyles({ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }),
);
const largePrice = themeStyles({ fontSize: '1.75rem' });
const discountedPrice = themeStyles({ color: 'success.main' });
const Price = styled(Typography, {
  shouldForwardProp: (prop) => prop !== 'large' && prop !== 'discounted',
})<{ large: boolean; discounted: boolean; component: ElementType }>(
  themeStyles({ fontWeight: 800, fontSize: '1.25rem', lineHeight: 1.2, color: 'text.primary' }),
  ({ large, theme }) => (large ? largePrice({ theme }) : null),
  ({ discounted, theme }) => (discounted ? discountedPrice({ theme }) : null),
);

/**
 * A price to show: a quote for a place I could book, or what a booking of mine costs. A booking
 * does not keep the loyalty tier it was made with, so `tier` may be missing.
 */
export type ShownPrice = Omit<PriceQuoteResponse, 'tier'> & Partial<Pick<PriceQuoteResponse, 'tier'>>;

/** What my booking costs (the price paid, or to pay), with the discount it got; null once cancelled. */
export function bookedPrice(registration: MyRegistration | null | undefined): ShownPrice | null {
  if (!registration || registration.status === 'cancelled' || registration.status === 'waitlisted')
    return null;
  const { price, base_price, discount_percent, discount_reason } = registration;
  return { price, base_price, discount_percent, discount_reason };
}

/** The reason for a discount, in words: "First game −50%", "Silver −5%". */
export function useDiscountLabel() {
  const { t } = useTranslation();
  return (quote: ShownPrice): string | null => {
    switch (quote.discount_reason) {
      case 'first_game':
        return t('games.discount.first_game', { percent: quote.discount_percent });
      case 'loyalty':
        return quote.tier
          ? t('games.discount.loyalty', {
              tier: t(`games.tiers.${quote.tier}`),
              percent: quote.discount_percent,
            })
          : t('games.discount.loyalty_booked', { percent: quote.discount_percent });
      case 'free_tournament_entry':
        return quote.tier
          ? t('games.discount.free_tournament_entry', { tier: t(`games.tiers.${quote.tier}`) })
          : t('games.discount.free_tournament_entry_booked');
      default:
        return null;
    }
  };
}

interface PriceTagProps {
  /** The organizer's price (what a visitor sees). */
  price: number;
  /** My price; null for visitors. */
  quote: ShownPrice | null;
  /** A word under the price, e.g. "You paid" for a booking. */
  caption?: string;
  size?: 'medium' | 'large';
  /** Show the reason chip under the price. */
  showReason?: boolean;
}

/** The price I would pay, with the organizer's price struck through when I get a discount. */
export function PriceTag({ price, quote, caption, size = 'medium', showReason = true }: PriceTagProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const discountLabel = useDiscountLabel();
  const discounted = quote !== null && quote.discount_percent > 0;
  const shown = quote?.price ?? price;
  const reason = quote ? discountLabel(quote) : null;

  return (
    <Tag>
      {caption ? (
        <Typography variant="caption" color="text.secondary" data-testid="game-price-caption">
          {caption}
        </Typography>
      ) : null}
      <Amounts>
        {discounted ? (
          // Read as one phrase in the language's own order ("8,50 ₼ əvəzinə 4,25 ₼", "4,25 ₼ вместо 8,50 ₼").
          <span className="visually-hidden">
            {t('games.price.discounted', {
              price: formatManat(shown, language),
              base: formatManat(quote.base_price, language),
            })}
          </span>
        ) : null}
        <Price
          component="span"
          data-testid="game-price"
          aria-hidden={discounted || undefined}
          large={size === 'large'}
          discounted={discounted}
        >
          {shown === 0 ? t('games.price.free') : formatManat(shown, language)}
        </Price>
        {discounted ? (
          <Typography
            component="span"
            color="text.secondary"
            data-testid="game-base-price"
            aria-hidden
            sx={{ textDecoration: 'line-through', fontSize: size === 'large' ? '1.125rem' : '0.95rem' }}
          >
            {formatManat(quote.base_price, language)}
          </Typography>
        ) : null}
      </Amounts>
      {discounted && showReason && reason ? (
        <Chip
          size="small"
          color="success"
          variant="outlined"
          icon={<LocalOfferOutlinedIcon />}
          label={reason}
          data-testid="game-discount"
          sx={{ maxWidth: '100%' }}
        />
      ) : null}
    </Tag>
  );
}
