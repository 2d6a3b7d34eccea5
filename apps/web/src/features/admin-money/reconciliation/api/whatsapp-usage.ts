import { useQuery } from '@tanstack/react-query';
import type { WhatsAppUsage } from '@oyna/shared';
import { adminMoneyKeys } from '../../../../api/admin-money-keys';
import { apiQuery } from '../../../../lib/api-client';

/** GET /admin/whatsapp-usage: this month's WhatsApp messages against the budget (decision 88). */
export const useWhatsAppUsage = () =>
  useQuery(apiQuery<WhatsAppUsage>(adminMoneyKeys.whatsAppUsage(), '/admin/whatsapp-usage'));
