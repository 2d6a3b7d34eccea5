import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IosShareIcon from '@mui/icons-material/IosShare';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import TelegramIcon from '@mui/icons-material/Telegram';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import {
  type PreparedMessageRequest,
  type ShareMessage,
  plainShareMessage,
  telegramShareUrl,
  whatsappShareUrl,
} from '@oyna/shared';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { prepareShareMessage } from '../api/prepared-messages';
import { errorMessage } from '../lib/api-error';
import { currentLanguage } from '../lib/i18n';
import { useMiniAppStore } from '../lib/telegram/mini-app-bridge';
import { toast } from '../lib/toast';

/**
 * "Paylaş": a menu to share a page (a game, a team's invitation, a competition) into the chats
 * where Baku's football is organized: WhatsApp and Telegram with the page's message prefilled,
 * copying the link, and the system share sheet where there is one (decision 87). The page passes
 * its message (`@oyna/shared` share messages); without one, the title and the link are shared.
 * Inside the Telegram Mini App, "Telegram-da paylaş" of a page that names what it shows (`prepared`)
 * sends the bot's card of it through Telegram's own share dialog instead of a link.
 */
export function ShareButton({
  title,
  url,
  message,
  testId,
  label,
  prepared,
}: {
  title: string;
  url: string;
  /** The words to share with the link; the title when not given. */
  message?: ShareMessage;
  testId: string;
  /** The button's words, when not the plain "Share". */
  label?: string;
  /** What the page shows, for the bot's card inside the Telegram Mini App (a game, a team, a competition). */
  prepared?: PreparedMessageRequest;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const shared = message ?? plainShareMessage(title, url, currentLanguage());
  const canUseSheet = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const close = () => setAnchor(null);
  const bridge = useMiniAppStore((state) => state.bridge);
  const [preparing, setPreparing] = useState(false);

  /** The bot's card into a chat through Telegram's dialog; a decline is no error. */
  const shareInTelegram = async () => {
    close();
    if (!bridge || !prepared) return;
    let id: string;
    setPreparing(true);
    try {
      id = (await prepareShareMessage(prepared)).id;
    } catch (error) {
      toast.error(errorMessage(error, t));
      return;
    } finally {
      setPreparing(false);
    }
    try {
      await bridge.shareMessage(id);
    } catch (error) {
      if (String(error).includes('USER_DECLINED')) return;
      toast.error(t('common.share.telegram_failed'));
    }
  };

  /** Copies the link, or says where to copy it from when the browser refuses. */
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(shared.url);
      toast.success(t('common.share.copied'));
    } catch {
      toast.info(t('common.share.copy_manually', { url: shared.url }));
    }
  };

  const openSheet = async () => {
    close();
    try {
      await navigator.share({ title, text: shared.text, url: shared.url });
    } catch (error) {
      // The player closed the share sheet: nothing to do; a refusal falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      await copyLink();
    }
  };

  const chatItem = (app: 'whatsapp' | 'telegram', href: string, icon: ReactNode) => (
    <MenuItem
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={close}
      data-testid={`${testId}-${app}`}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{t(`common.share.${app}`)}</ListItemText>
    </MenuItem>
  );

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ShareOutlinedIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        data-testid={testId}
      >
        {label ?? t('common.share.button')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {chatItem('whatsapp', whatsappShareUrl(shared), <WhatsAppIcon sx={{ color: '#25D366' }} />)}
        {bridge && prepared ? (
          <MenuItem
            onClick={() => void shareInTelegram()}
            disabled={preparing}
            data-testid={`${testId}-telegram`}
          >
            <ListItemIcon>
              <TelegramIcon sx={{ color: '#229ED9' }} />
            </ListItemIcon>
            <ListItemText>{t('common.share.telegram')}</ListItemText>
          </MenuItem>
        ) : (
          chatItem('telegram', telegramShareUrl(shared), <TelegramIcon sx={{ color: '#229ED9' }} />)
        )}
        <MenuItem
          onClick={() => {
            close();
            void copyLink();
          }}
          data-testid={`${testId}-copy`}
        >
          <ListItemIcon>
            <ContentCopyIcon />
          </ListItemIcon>
          <ListItemText>{t('common.share.copy_link')}</ListItemText>
        </MenuItem>
        {canUseSheet ? (
          <MenuItem onClick={() => void openSheet()} data-testid={`${testId}-more`}>
            <ListItemIcon>
              <IosShareIcon />
            </ListItemIcon>
            <ListItemText>{t('common.share.more')}</ListItemText>
          </MenuItem>
        ) : null}
      </Menu>
    </>
  );
}
