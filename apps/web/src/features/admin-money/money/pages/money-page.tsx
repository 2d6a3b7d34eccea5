import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../../lib/api-error';
import { formatManat } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { AdminPage } from '../../../../components/admin/admin-page';
import { useAdminWallet } from '../api/money-desk';
import { AdjustDialog } from '../components/adjust-dialog';
import { BookingsTab } from '../components/bookings-tab';
import { PaymentsTab } from '../components/payments-tab';
import { TransactionsTab } from '../components/transactions-tab';
import { UserSearch } from '../components/user-search';
import { MONEY_TABS, type MoneyParams, readMoneyParams, writeMoneyParams } from '../lib/money-params';
import { ScrollableTabs } from '../../../../components/tabs/scrollable-tabs';

function PlayerMoney({
  params,
  update,
}: {
  params: MoneyParams & { userId: string };
  update: (next: Partial<MoneyParams>) => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const wallet = useAdminWallet(params.userId);
  const [adjusting, setAdjusting] = useState(false);
  const name = wallet.data?.full_name ?? '';
  const onPage = (page: number) => update({ page });

  return (
    <Stack spacing={2.5}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: '20px' }}>
        {wallet.isError && (
          <Alert severity="error">
            {t('admin_money.wallet.error')} {errorMessage(wallet.error, t)}
          </Alert>
        )}
        {wallet.isPending && <Skeleton variant="rounded" height={96} />}
        {wallet.data && (
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
            <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography
                variant="h2"
                sx={{ fontSize: '1.25rem', overflowWrap: 'anywhere' }}
                data-testid="money-user-name"
              >
                {wallet.data.full_name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {[wallet.data.email, wallet.data.phone].filter(Boolean).join(' · ')}
              </Typography>
            </Stack>
            <Stack sx={{ alignItems: { sm: 'flex-end' } }}>
              <Typography variant="caption" color="text.secondary">
                {t('admin_money.wallet.balance')}
              </Typography>
              <Typography sx={{ fontSize: '1.75rem', fontWeight: 800 }} data-testid="money-balance">
                {formatManat(wallet.data.balance, language)}
              </Typography>
            </Stack>
          </Stack>
        )}
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 2 }}>
          <Button
            variant="contained"
            startIcon={<TuneOutlinedIcon />}
            onClick={() => setAdjusting(true)}
            disabled={!wallet.data}
            data-testid="adjust-open"
          >
            {t('admin_money.wallet.adjust')}
          </Button>
          <Button startIcon={<PersonSearchOutlinedIcon />} onClick={() => update({ userId: null, page: 1 })}>
            {t('admin_money.search.change')}
          </Button>
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 }, borderRadius: '20px' }}>
        <ScrollableTabs
          value={params.tab}
          onChange={(_, tab: MoneyParams['tab']) => update({ tab, page: 1 })}
          aria-label={t('admin_money.tabs.label')}
          sx={{ mb: 1.5 }}
        >
          {MONEY_TABS.map((tab) => (
            <Tab
              key={tab}
              value={tab}
              label={t(`admin_money.tabs.${tab}`)}
              id={`money-tab-${tab}`}
              aria-controls="money-panel"
            />
          ))}
        </ScrollableTabs>
        <Stack spacing={2} role="tabpanel" id="money-panel" aria-labelledby={`money-tab-${params.tab}`}>
          {params.tab === 'transactions' && (
            <TransactionsTab userId={params.userId} page={params.page} onPage={onPage} />
          )}
          {params.tab === 'payments' && (
            <PaymentsTab userId={params.userId} page={params.page} onPage={onPage} />
          )}
          {params.tab === 'bookings' && (
            <BookingsTab userId={params.userId} name={name} page={params.page} onPage={onPage} />
          )}
        </Stack>
      </Paper>
      <AdjustDialog userId={params.userId} name={name} open={adjusting} onClose={() => setAdjusting(false)} />
    </Stack>
  );
}

/** `/admin/money`: find a player, then their balance, transactions, payments and paid games, with the money actions. */
export function AdminMoneyPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readMoneyParams(searchParams);
  const update = (next: Partial<MoneyParams>) => setSearchParams(writeMoneyParams({ ...params, ...next }));
  const { userId } = params;

  return (
    <AdminPage title={t('admin_money.page_title')} subtitle={t('admin_money.subtitle')}>
      {userId ? (
        <PlayerMoney params={{ ...params, userId }} update={update} />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: '20px' }}>
          <UserSearch
            search={params.search}
            onSearch={(search) => update({ search })}
            hrefFor={(picked) =>
              `?${writeMoneyParams({ ...params, userId: picked, tab: 'transactions', page: 1 }).toString()}`
            }
          />
        </Paper>
      )}
    </AdminPage>
  );
}
