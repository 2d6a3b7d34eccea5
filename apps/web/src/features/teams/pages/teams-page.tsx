import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon';

/** `/teams/*`: teams arrive with a later release; until then this says so for every team path. */
export function TeamsPage() {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${t('teams.page_title')} · ${t('common.app_name')}`}</title>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t('teams.page_title')}
      </Typography>
      <ComingSoon
        icon={<GroupsOutlinedIcon />}
        title={t('teams.soon_title')}
        text={t('teams.soon_text')}
        action={
          <Button component={RouterLink} to="/dashboard" variant="outlined">
            {t('teams.back')}
          </Button>
        }
      />
    </>
  );
}
