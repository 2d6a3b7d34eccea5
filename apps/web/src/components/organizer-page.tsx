import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Stack from '@mui/material/Stack';
import { gameIdParamsSchema } from '@oyna/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useParams } from 'react-router';
import { ErrorState } from './errors/error-state';
import { OrganizerOnly } from './guards/organizer-only';
import { LinkButton } from './link-button';

interface OrganizerPageProps {
  /** Where the way back at the top leads, and what it says. */
  backTo: string;
  backLabel: string;
  maxWidth?: number;
  children: ReactNode;
}

/** The frame of an organizer's page: organizers only, a way back at the top, then the page. */
export function OrganizerPage({ backTo, backLabel, maxWidth, children }: OrganizerPageProps) {
  return (
    <OrganizerOnly>
      <Stack spacing={2.5} sx={maxWidth ? { maxWidth } : undefined}>
        <LinkButton to={backTo} startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start', ml: -1 }}>
          {backLabel}
        </LinkButton>
        {children}
      </Stack>
    </OrganizerOnly>
  );
}

/** The game an organizer's page is about (`:id` in the address); null when the address is malformed. */
export function useGameIdParam(): string | null {
  const parsed = gameIdParamsSchema.safeParse(useParams());
  return parsed.success ? parsed.data.id : null;
}

/** An organizer's page about one game: the page for the game in the address, or "game not found". */
export function OrganizerGamePage({
  backTo,
  backLabel,
  children,
}: {
  backTo: (gameId: string | null) => string;
  backLabel: string;
  children: (gameId: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const gameId = useGameIdParam();
  return (
    <OrganizerPage backTo={backTo(gameId)} backLabel={backLabel}>
      {gameId ? children(gameId) : <ErrorState title={t('games.not_found.title')} error={null} />}
    </OrganizerPage>
  );
}
