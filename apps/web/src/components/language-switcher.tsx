import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { LANGUAGES, type Language } from '@oyna/shared';
import { LANGUAGE_NATIVE_NAMES, currentLanguage } from '../lib/i18n';
import { useSessionStore } from '../lib/session/session-store';

/**
 * A menu of the interface languages, each written in its own language. For a signed-in player
 * the choice also becomes the account's language (saved on the server through the session).
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const active = currentLanguage();
  const open = anchor !== null;

  const choose = (language: Language) => {
    setAnchor(null);
    if (language === active) return;
    const { isAuthenticated, updateUser } = useSessionStore.getState();
    if (isAuthenticated) updateUser({ language });
    else void i18n.changeLanguage(language);
  };

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<TranslateIcon />}
        // The name starts with the visible code (WCAG 2.5.3, label in name), then says what it does.
        aria-label={`${active.toUpperCase()}, ${t('common.language.change')}: ${LANGUAGE_NATIVE_NAMES[active]}`}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        data-testid="language-switcher"
        sx={{ minWidth: 0, px: 1.25, fontWeight: 700, letterSpacing: '0.04em' }}
      >
        {active.toUpperCase()}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId, dense: true } }}
      >
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            lang={language}
            selected={language === active}
            aria-current={language === active ? 'true' : undefined}
            onClick={() => choose(language)}
          >
            <ListItemIcon>{language === active ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{LANGUAGE_NATIVE_NAMES[language]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
