import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { LinkButton } from './link-button';

interface DeadEndProps {
  /** Large, above the title (decorative). */
  icon: ReactNode;
  title: string;
  text: string;
  back: { to: string; label: string; icon?: ReactNode };
  /** The page's title in the browser tab is the dead end's own. */
  tabTitle?: boolean;
  testId?: string;
}

/** A page that cannot show what was asked (not found, not allowed): why, and the way back. */
export function DeadEnd({ icon, title, text, back, tabTitle = false, testId }: DeadEndProps) {
  const { t } = useTranslation();
  return (
    <Stack
      spacing={2}
      sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 6, sm: 10 } }}
      data-testid={testId}
    >
      {tabTitle ? <title>{`${title} · ${t('common.app_name')}`}</title> : null}
      {icon}
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
      <LinkButton to={back.to} variant="contained" startIcon={back.icon}>
        {back.label}
      </LinkButton>
    </Stack>
  );
}

/** What was asked for (a game, a venue) does not exist, or no longer: a ball, why, and back to its list. */
export function NotFound({
  title,
  text,
  back,
}: {
  title: string;
  text: string;
  back: { to: string; label: string };
}) {
  return (
    <DeadEnd
      icon={<SportsSoccerIcon aria-hidden sx={{ fontSize: 56, color: 'primary.main' }} />}
      title={title}
      text={text}
      back={{ ...back, icon: <ArrowBackIcon /> }}
      tabTitle
    />
  );
}
