import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LANGUAGES, isLanguage } from '@oyna/shared';
import { useTranslation } from 'react-i18next';
import { formatManat } from '../../../lib/format';
import { LANGUAGE_NATIVE_NAMES, currentLanguage, i18n } from '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session/session-store';
import { toast } from '../../../lib/toast';

/**
 * `/profile`: who is signed in (from /auth/me), with the interface language editable. Statistics,
 * skills and payments come with later releases.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user);
  const updateUser = useSessionStore((state) => state.updateUser);
  if (!user) return null;

  const rows = [
    { id: 'name', label: t('profile.name'), value: `${user.first_name} ${user.last_name}`.trim() },
    { id: 'email', label: t('profile.email'), value: user.email ?? t('common.not_given') },
    { id: 'role', label: t('profile.role'), value: t(`common.roles.${user.role}`) },
    { id: 'balance', label: t('profile.balance'), value: formatManat(user.balance, currentLanguage()) },
  ];

  return (
    <Stack spacing={3}>
      <title>{`${t('profile.page_title')} · ${t('common.app_name')}`}</title>
      <Typography variant="h1">{t('profile.page_title')}</Typography>

      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: '20px' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5} sx={{ alignItems: { sm: 'center' } }}>
          <Avatar
            alt=""
            sx={{
              width: 72,
              height: 72,
              fontSize: 32,
              fontWeight: 700,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            {user.first_name.charAt(0).toLocaleUpperCase() || 'U'}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h2" data-testid="profile-name">
              {user.full_name || `${user.first_name} ${user.last_name}`}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
              <Chip size="small" color="primary" variant="outlined" label={t(`common.roles.${user.role}`)} />
            </Stack>
          </Box>
        </Stack>

        <Typography variant="h3" component="h2" sx={{ mt: 4, mb: 1 }}>
          {t('profile.account')}
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, max-content) 1fr' },
            columnGap: 3,
            rowGap: { xs: 0.25, sm: 1.5 },
          }}
        >
          {rows.map((row) => (
            <Box key={row.id} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1.25, sm: 0 } }}>
                {row.label}
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
                data-testid={`profile-field-${row.id}`}
              >
                {row.value}
              </Typography>
            </Box>
          ))}
        </Box>

        <TextField
          select
          label={t('profile.language')}
          value={user.language}
          onChange={(event) => {
            const language = event.target.value;
            if (!isLanguage(language) || language === user.language) return;
            updateUser({ language });
            toast.success(i18n.t('profile.language_saved'));
          }}
          helperText={t('profile.language_help')}
          sx={{ mt: 4, width: { xs: '100%', sm: 320 } }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'profile-language' } as object } }}
        >
          {LANGUAGES.map((language) => (
            <MenuItem key={language} value={language} lang={language}>
              {LANGUAGE_NATIVE_NAMES[language]}
            </MenuItem>
          ))}
        </TextField>
      </Paper>

      <Alert severity="info" variant="outlined" icon={<InfoOutlinedIcon />}>
        {t('profile.coming_text')}
      </Alert>
    </Stack>
  );
}
