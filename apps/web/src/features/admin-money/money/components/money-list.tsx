import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { AdminList, type AdminListQuery } from '../../../../components/admin/admin-list';
import { moneyPageCount } from '../api/money-desk';
import type { MoneyTab } from '../lib/money-params';

/** What each tab of the money desk is given: the player, and the page of their list on show. */
export interface MoneyTabProps {
  userId: string;
  page: number;
  onPage: (page: number) => void;
}

interface MoneyListProps<T> {
  /** Which of the player's lists: its texts and its test id (`admin-transactions`) come from it. */
  tab: MoneyTab;
  query: AdminListQuery<T>;
  /** The tab's page and its change. */
  pages: Pick<MoneyTabProps, 'page' | 'onPage'>;
  renderItem: (item: T) => ReactNode;
}

/** One list of a player's money (the console's table, as lines in the tab's panel) with its pages. */
export function MoneyList<T>({ tab, query, pages, renderItem }: MoneyListProps<T>) {
  const { t } = useTranslation();
  return (
    <AdminList
      query={query}
      divided
      skeletonRows={3}
      errorTitle={t(`admin_money.${tab}.error`)}
      emptyText={t(`admin_money.${tab}.empty`)}
      listTestId={`admin-${tab}`}
      renderItem={renderItem}
      pages={{ count: moneyPageCount(query.data?.total), page: pages.page, onChange: pages.onPage }}
    />
  );
}
