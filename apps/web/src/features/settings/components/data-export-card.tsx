import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DATA_EXPORTS_PER_HOUR } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { SectionCard } from '../../../components/section-card';
import { ApiError } from '../../../lib/api-error';
import { useDownloadMyData } from '../api/download-my-data';

const CONTENTS = ['profile', 'games', 'wallet', 'teams', 'series', 'messages'] as const;

/** "Download my data" (decision 90): what the ZIP holds, the button, and the hourly limit when it is reached. */
export function DataExportCard() {
  const { t } = useTranslation();
  const download = useDownloadMyData();
  const limited = download.error instanceof ApiError && download.error.status === 429;

  return (
    <SectionCard title={t('settings.data_export.title')} testId="data-export-card">
      <Stack spacing={1.5}>
        <Typography variant="body2">{t('settings.data_export.intro')}</Typography>
        <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2.5 }}>
          {CONTENTS.map((part) => (
            <li key={part}>{t(`settings.data_export.contents.${part}`)}</li>
          ))}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('settings.data_export.others', { count: DATA_EXPORTS_PER_HOUR })}
        </Typography>
        {download.isError ? (
          <Alert severity={limited ? 'warning' : 'error'} role="alert">
            {limited
              ? t('settings.data_export.limited', { count: DATA_EXPORTS_PER_HOUR })
              : t('settings.data_export.failed')}
          </Alert>
        ) : null}
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => download.mutate()}
          loading={download.isPending}
          sx={{ alignSelf: 'flex-start' }}
          data-testid="data-export-download"
        >
          {t('settings.data_export.download')}
        </Button>
      </Stack>
    </SectionCard>
  );
}
