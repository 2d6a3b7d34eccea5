import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { formatManat } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useWallet } from '../../../api/wallet';
import { BalanceSummary } from '../components/balance-summary';
import { LoyaltyTierCard } from '../components/loyalty-tier-card';
import { TopupCard } from '../components/topup-card';
import { TransactionHistory } from '../components/transaction-history';
import { readTopupIntent, topupReturnKind } from '../lib/topup-return';
import { PageHeading } from '../../../components/page-heading';
import { LinkButton } from '../../../components/link-button';
import { PageColumn, PageColumns } from '../../../components/page-columns';

/** `/balance`: the balance, a top-up, the loyalty tier and the transaction history. */
export function BalancePage() {
  const { t } = useTranslation();
  const wallet = useWallet();
  const [searchParams] = useSearchParams();
  const intent = readTopupIntent(searchParams);
  const language = currentLanguage();
  // A tournament's fee holds nothing: the banner says the captain registers again afterwards.
  const forCompetition = topupReturnKind(intent.returnTo) === 'competition';
  return (
    <Stack spacing={3}>
      <PageHeading title={t('wallet.page_title')} />
      {wallet.isError && <Alert severity="error">{errorMessage(wallet.error, t)}</Alert>}
      {intent.returnTo ? (
        <Alert
          severity="info"
          data-testid="topup-for-game"
          action={
            <LinkButton to={intent.returnTo} color="inherit" size="small">
              {forCompetition ? t('wallet.return.back_competition') : t('wallet.return.back')}
            </LinkButton>
          }
        >
          {forCompetition
            ? intent.amount
              ? t('wallet.return.text_competition', { amount: formatManat(Number(intent.amount), language) })
              : t('wallet.return.text_competition_no_amount')
            : intent.amount
              ? t('wallet.return.text', { amount: formatManat(Number(intent.amount), language) })
              : t('wallet.return.text_no_amount')}
        </Alert>
      ) : null}
      <PageColumns widths={[7, 5]}>
        <PageColumn>
          <BalanceSummary balance={wallet.data?.balance} />
          <TopupCard initialAmount={intent.amount} returnTo={intent.returnTo} />
        </PageColumn>
        <LoyaltyTierCard wallet={wallet.data} />
      </PageColumns>
      <TransactionHistory />
    </Stack>
  );
}
