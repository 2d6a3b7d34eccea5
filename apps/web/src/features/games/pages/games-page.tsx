import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import StadiumOutlinedIcon from '@mui/icons-material/StadiumOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon';

/** `/games` (and `/games/{id}`): the game list arrives with a later release; the venues exist now. */
export function GamesPage() {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${t('games.page_title')} · ${t('common.app_name')}`}</title>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t('games.page_title')}
      </Typography>
      <ComingSoon
        icon={<SportsSoccerIcon />}
        title={t('games.soon_title')}
        text={t('games.soon_text')}
        action={
          <Button component={RouterLink} to="/venues" variant="contained" startIcon={<StadiumOutlinedIcon />}>
            {t('dashboard.venues_cta')}
          </Button>
        }
      />
    </>
  );
}
