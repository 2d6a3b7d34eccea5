import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Button from '@mui/material/Button';
import { type GameDetail, whatsappChatUrl, whatsappNumber } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { currentLanguage } from '../../../lib/i18n';

/**
 * "Write to the organizer on WhatsApp": a chat with the organizer opened with a greeting that names
 * the game. The server sends the number only to signed-in players of an organizer who allows it
 * (decision 87); without it there is no button.
 */
export function OrganizerWhatsappButton({
  game,
  pageUrl,
}: {
  game: Pick<GameDetail, 'title' | 'starts_at' | 'organizer' | 'can_manage'>;
  pageUrl: string;
}) {
  const { t } = useTranslation();
  const number = whatsappNumber(game.organizer.whatsapp_phone);
  if (!number || game.can_manage) return null;
  return (
    <Button
      variant="outlined"
      component="a"
      href={whatsappChatUrl(number, game, pageUrl, currentLanguage())}
      target="_blank"
      rel="noopener noreferrer"
      startIcon={<WhatsAppIcon />}
      data-testid="game-organizer-whatsapp"
    >
      {t('games.detail.write_organizer')}
    </Button>
  );
}
