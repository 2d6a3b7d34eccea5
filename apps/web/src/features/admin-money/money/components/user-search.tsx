import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PLAYER_SEARCH_MIN_LENGTH } from '@oyna/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../../lib/api-error';
import { useAdminUsers } from '../../../../api/admin-users';

const DEBOUNCE_MS = 300;
/** How many players a search shows. */
const RESULTS = 10;

/**
 * Finds a player by name, email or phone (GET /users as an admin); the search is kept in the address.
 * Each result is a link to the player's money (a list of links, not of bare buttons).
 */
export function UserSearch(props: {
  search: string;
  onSearch: (search: string) => void;
  /** The address of a player's money, e.g. `?user=<id>`. */
  hrefFor: (userId: string) => string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(props.search);
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === props.search) return;
    const timer = setTimeout(() => props.onSearch(trimmed), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, props]);
  const searching = props.search.length >= PLAYER_SEARCH_MIN_LENGTH;
  const query = useAdminUsers({ search: props.search, page_size: RESULTS }, { enabled: searching });
  const users = query.data?.items ?? [];

  return (
    <Stack spacing={1.5}>
      <TextField
        label={t('admin_money.search.label')}
        placeholder={t('admin_money.search.placeholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        type="search"
        fullWidth
        helperText={searching ? undefined : t('admin_money.search.hint', { count: PLAYER_SEARCH_MIN_LENGTH })}
        slotProps={{
          htmlInput: { maxLength: 100, 'data-testid': 'user-search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      {searching && query.isError && (
        <Alert severity="error">
          {t('admin_money.search.error')} {errorMessage(query.error, t)}
        </Alert>
      )}
      {searching && query.isSuccess && users.length === 0 && (
        <Typography color="text.secondary">{t('admin_money.search.empty')}</Typography>
      )}
      {searching && users.length > 0 && (
        <List aria-label={t('admin_money.search.results')} disablePadding data-testid="user-results">
          {users.map((user) => {
            const contact = [user.account?.email, user.account?.phone].filter(Boolean).join(' · ');
            return (
              <ListItem key={user.id} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={props.hrefFor(user.id)}
                  sx={{ borderRadius: '12px' }}
                  data-testid="user-result"
                >
                  <ListItemText
                    primary={user.full_name}
                    secondary={contact || undefined}
                    slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </Stack>
  );
}
