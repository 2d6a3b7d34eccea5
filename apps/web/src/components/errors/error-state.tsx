import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from '../../lib/use-translation';
import { errorMessage } from '../../lib/api-error';

interface ErrorStateProps {
  title: string;
  error: unknown;
  onRetry?: () => void;
}

/** A failed request: what failed, the server's (or a generic) reason, and a retry button. */
export function ErrorState({ title, error, onRetry }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <Alert severity="error" variant="outlined" sx={{ '& .MuiAlert-message': { minWidth: 0 } }}>
      <AlertTitle sx={{ fontWeight: 700 }}>{title}</AlertTitle>
      {errorMessage(error, (key) => t(key))}
      {onRetry ? (
        <Box sx={{ mt: 1.5 }}>
          <Button
            variant="outlined"
            color="inherit"
            size="small"
            startIcon={<RefreshIcon />}
            onClick={onRetry}
          >
            {t('common.retry')}
          </Button>
        </Box>
      ) : null}
    </Alert>
  );
}
