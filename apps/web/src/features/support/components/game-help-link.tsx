import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { GameDetail } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { helpLinkAbout } from '../../../lib/help-link';

/**
 * On a game I booked: write to Oyna's support about it, the game attached (decision
 * 96). Nothing for anyone else: the request could not carry the game.
 */
export function GameHelpLink({ game }: { game: GameDetail }) {
  const { t } = useTranslation();
  if (!game.my_registration) return null;
  return (
    <Stack direction="row">
      <Button
        component={Link}
        to={helpLinkAbout('game', game.id)}
        size="small"
        startIcon={<SupportAgentOutlinedIcon />}
        data-testid="game-help-link"
      >
        {t('support.write_about_game')}
      </Button>
    </Stack>
  );
}
