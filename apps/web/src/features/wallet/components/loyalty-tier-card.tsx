import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LOYALTY_TIER_RULES, PRIORITY_REGISTRATION_HOURS, type LoyaltyTier, type Wallet } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { TIER_COLORS } from '../../../lib/tier-colors';

const ruleOf = (tier: LoyaltyTier) => LOYALTY_TIER_RULES.find((rule) => rule.tier === tier);
/** The games played from which a tier brings its first perk (silver's threshold). */
const FIRST_PERKS_AT = LOYALTY_TIER_RULES.find((rule) => rule.benefits.length > 0)?.minGames ?? 0;
/** The numbers the benefit texts interpolate: how early priority registration opens. */
const BENEFIT_NUMBERS = { hours: PRIORITY_REGISTRATION_HOURS, count: PRIORITY_REGISTRATION_HOURS };

/** The loyalty tier with its progress to the next one and what each brings. */
export function LoyaltyTierCard({ wallet }: { wallet: Wallet | undefined }) {
  const { t } = useTranslation();
  if (!wallet) {
    return (
      <Paper variant="outlined" sx={{ p: 3, borderRadius: '20px' }}>
        <Skeleton width="50%" />
        <Skeleton height={48} />
        <Skeleton />
      </Paper>
    );
  }
  const current = ruleOf(wallet.tier);
  const next = wallet.next_tier ? ruleOf(wallet.next_tier) : undefined;
  const progress =
    current && next
      ? ((wallet.games_played - current.minGames) / (next.minGames - current.minGames)) * 100
      : 100;
  const benefits = (rule: typeof current) =>
    (rule?.benefits ?? [])
      .filter((benefit) => benefit !== 'discount')
      .map((benefit) => t(`wallet.tier.benefits.${benefit}`, BENEFIT_NUMBERS));

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: '20px', height: '100%' }}
      data-testid="loyalty-tier"
    >
      <Typography variant="subtitle2" component="h2" color="text.secondary">
        {t('wallet.tier.title')}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', my: 1.5 }}>
        <Box
          sx={{
            width: 48,
            height: 48,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: TIER_COLORS[wallet.tier],
            color: '#fff',
            flexShrink: 0,
          }}
        >
          <WorkspacePremiumOutlinedIcon />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h3" sx={{ fontSize: '1.4rem', fontWeight: 800 }} data-testid="tier-name">
            {t(`wallet.tier.names.${wallet.tier}`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('wallet.tier.games_played', { count: wallet.games_played })}
          </Typography>
        </Box>
        {current && current.discountPercent > 0 && (
          <Chip
            color="primary"
            size="small"
            label={t('wallet.tier.discount', { percent: current.discountPercent })}
            sx={{ ml: 'auto !important' }}
          />
        )}
      </Stack>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, Math.max(0, progress))}
        aria-label={t('wallet.tier.title')}
        sx={{
          height: 8,
          borderRadius: 4,
          mb: 1,
          bgcolor: 'action.selected',
          '& .MuiLinearProgress-bar': {
            borderRadius: 4,
            bgcolor: TIER_COLORS[wallet.next_tier ?? wallet.tier],
          },
        }}
      />
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {wallet.next_tier && wallet.games_to_next_tier !== null
          ? t('wallet.tier.to_next', {
              count: wallet.games_to_next_tier,
              tier: t(`wallet.tier.names.${wallet.next_tier}`),
            })
          : t('wallet.tier.top')}
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, my: 1.5, color: 'text.secondary', '& li': { mb: 0.25 } }}>
        {benefits(current).length === 0 ? (
          <Typography component="li" variant="body2">
            {t('wallet.tier.no_benefits', { games: FIRST_PERKS_AT, count: FIRST_PERKS_AT })}
          </Typography>
        ) : (
          benefits(current).map((benefit) => (
            <Typography component="li" variant="body2" key={benefit}>
              {benefit}
            </Typography>
          ))
        )}
      </Box>
      {next && (
        <Typography variant="body2" color="text.secondary">
          {t('wallet.tier.next_benefits', {
            benefits: [
              t('wallet.tier.benefits.discount_percent', { percent: next.discountPercent }),
              ...benefits(next),
            ].join(', '),
          })}
        </Typography>
      )}
    </Paper>
  );
}
