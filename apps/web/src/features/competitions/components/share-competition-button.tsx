import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';

/** Shares the competition's address: the system share sheet where there is one, else copies the link. */
export function ShareCompetitionButton({ title, url }: { title: string; url: string }) {
  const { t } = useTranslation();
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('competitions.share.copied'));
    } catch {
      toast.info(t('competitions.share.copy_manually', { url }));
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<ShareOutlinedIcon />}
      onClick={() => void share()}
      data-testid="competition-share"
    >
      {t('competitions.share.button')}
    </Button>
  );
}
