import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import BalanceOutlinedIcon from '@mui/icons-material/BalanceOutlined';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline';
import StadiumOutlinedIcon from '@mui/icons-material/StadiumOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import type { ParseKeys } from 'i18next';

/** One section of the admin console: its address, its name and a line about it, its icon. */
export interface AdminSection {
  key: 'users' | 'venues' | 'money' | 'audit_log' | 'reconciliation' | 'restrictions' | 'reports' | 'support';
  to: string;
  label: ParseKeys;
  description: ParseKeys;
  icon: typeof SvgIcon;
}

/**
 * Every section of `/admin`, in the order of its navigation: the one list the console's tabs and
 * its start page are drawn from (each section's page is its own route in the router).
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    key: 'users',
    to: '/admin/users',
    label: 'admin.sections.users',
    description: 'admin.sections.users_text',
    icon: PeopleOutlineIcon,
  },
  {
    key: 'venues',
    to: '/admin/venues',
    label: 'admin.sections.venues',
    description: 'admin.sections.venues_text',
    icon: StadiumOutlinedIcon,
  },
  {
    key: 'money',
    to: '/admin/money',
    label: 'admin.sections.money',
    description: 'admin.sections.money_text',
    icon: AccountBalanceOutlinedIcon,
  },
  {
    key: 'audit_log',
    to: '/admin/audit-log',
    label: 'admin.sections.audit_log',
    description: 'admin.sections.audit_log_text',
    icon: HistoryOutlinedIcon,
  },
  {
    key: 'reconciliation',
    to: '/admin/reconciliation',
    label: 'admin.sections.reconciliation',
    description: 'admin.sections.reconciliation_text',
    icon: BalanceOutlinedIcon,
  },
  {
    key: 'restrictions',
    to: '/admin/restrictions',
    label: 'admin.sections.restrictions',
    description: 'admin.sections.restrictions_text',
    icon: BlockOutlinedIcon,
  },
  {
    key: 'reports',
    to: '/admin/reports',
    label: 'conversation_safety.admin.section',
    description: 'conversation_safety.admin.section_text',
    icon: FlagOutlinedIcon,
  },
  {
    key: 'support',
    to: '/admin/support',
    label: 'support.admin.section',
    description: 'support.admin.section_text',
    icon: SupportAgentOutlinedIcon,
  },
];

/** The section a path belongs to (`/admin/venues/7` is in venues), or undefined on the start page. */
export function sectionOfPath(pathname: string): AdminSection | undefined {
  return ADMIN_SECTIONS.find((section) => pathname === section.to || pathname.startsWith(`${section.to}/`));
}
