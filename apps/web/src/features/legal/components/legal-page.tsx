import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { currentLanguage } from '../../../lib/i18n';
import { formatLongDate } from '../../../lib/format';
import { LEGAL_UPDATED } from '../content/legal-document';
import { PRIVACY_POLICY } from '../content/privacy';
import { TERMS_OF_USE } from '../content/terms';

/** Each legal page's text in every language, and the other legal page it links to at the end. */
const LEGAL_PAGES = {
  privacy: { texts: PRIVACY_POLICY, other: 'terms' },
  terms: { texts: TERMS_OF_USE, other: 'privacy' },
} as const;

/**
 * A legal page (`/privacy`, `/terms`) in the interface language: title, date of the last change, an
 * introduction, numbered sections, and the link to the other one.
 */
export function LegalPage({ page }: { page: keyof typeof LEGAL_PAGES }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const document = LEGAL_PAGES[page].texts[language];
  const other = LEGAL_PAGES[page].other;
  const updated = formatLongDate(new Date(`${LEGAL_UPDATED}T12:00:00Z`), language);

  return (
    <Paper
      component="article"
      elevation={0}
      sx={{
        width: '100%',
        maxWidth: 760,
        p: { xs: 2.5, sm: 5 },
        border: 1,
        borderColor: 'divider',
        borderRadius: '24px',
      }}
    >
      <title>{`${document.title} · ${t('common.app_name')}`}</title>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
        {document.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('legal.updated', { date: updated })}
      </Typography>
      <Typography sx={{ mt: 3, fontSize: '1.0625rem' }}>{document.intro}</Typography>

      <Stack
        component="ol"
        spacing={3.5}
        sx={{ mt: 4, mb: 0, pl: 0, listStyle: 'none', counterReset: 'legal' }}
      >
        {document.sections.map((section, index) => (
          <Box component="li" key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
            <Typography id={`${section.id}-heading`} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.25 }}>
              <Box component="span" sx={{ color: 'primary.main', mr: 1 }}>
                {index + 1}.
              </Box>
              {section.heading}
            </Typography>
            {section.paragraphs?.map((paragraph) => (
              <Typography key={paragraph} color="text.secondary" sx={{ lineHeight: 1.7 }}>
                {paragraph}
              </Typography>
            ))}
            {section.items ? (
              <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary', '& li + li': { mt: 0.75 } }}>
                {section.items.map((item) => (
                  <Typography component="li" key={item} sx={{ lineHeight: 1.7 }}>
                    {item}
                  </Typography>
                ))}
              </Box>
            ) : null}
            {section.after ? (
              <Typography sx={{ mt: 1.25, fontWeight: 600, lineHeight: 1.7 }}>{section.after}</Typography>
            ) : null}
          </Box>
        ))}
      </Stack>

      <Typography variant="body2" sx={{ mt: 5, pt: 3, borderTop: 1, borderColor: 'divider' }}>
        {t('legal.see_also')}{' '}
        <Link component={RouterLink} to={`/${other}`}>
          {t(`legal.${other}_link`)}
        </Link>
      </Typography>
    </Paper>
  );
}
