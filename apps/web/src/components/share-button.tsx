import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { toast } from '../lib/toast';

/** Shares a page's address (a game, a competition): the system share sheet where there is one, else copies the link. */
export function ShareButton({
  title,
  url,
  testId,
  label,
}: {
  title: string;
  url: string;
  testId: string;
  /** The button's words, when not the plain "Share". */
  label?: string;
}) {
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
      toast.success(t('common.share.copied'));
    } catch {
      toast.info(t('common.share.copy_manually', { url }));
    }
  };

  return (
    <Button
      variant="outlined"
      startIcon={<ShareOutlinedIcon />}
      onClick={() => void share()}
      data-testid={testId}
    >
      {label ?? t('common.share.button')}
    </Button>
  );
}
