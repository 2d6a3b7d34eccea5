import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';

/** Shares the game's address: the system share sheet where there is one, else copies the link. */
export function ShareGameButton({ title, url }: { title: string; url: string }) {
  const { t } = useTranslation();

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The player closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('games.share.copied'));
    } catch {
      toast.info(t('games.share.copy_manually', { url }));
    }
  };

  return (
    <Button
      variant="outlined"
      startIcon={<ShareOutlinedIcon />}
      onClick={() => void share()}
      data-testid="game-share"
    >
      {t('games.share.button')}
    </Button>
  );
}
