import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MessageReport, MessageReportDecision } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { formatBakuTime } from '../../../lib/baku-time';
import { fullName } from '../../../lib/format';

/**
 * One reported message as the moderator reads it: the text as reported, its author, who reported it
 * and why, the conversation it is in and the messages around it; hide or keep while it is open.
 */
export function ReportCard({
  report,
  busy,
  onDecide,
}: {
  report: MessageReport;
  busy: boolean;
  onDecide: (decision: MessageReportDecision) => void;
}) {
  const { t } = useTranslation();
  const someone = t('conversation_safety.admin.someone');
  return (
    <Paper variant="outlined" component="li" sx={{ listStyle: 'none', p: 2 }} data-testid="message-report">
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Chip size="small" color="warning" label={t(`conversation_safety.reasons.${report.reason}`)} />
          <Typography variant="body2" color="text.secondary">
            {t(`conversation_safety.admin.kinds.${report.conversation_kind}`)} ·{' '}
            {t('conversation_safety.admin.in', { title: report.subject_title })}
          </Typography>
          {report.decision ? (
            <Chip
              size="small"
              variant="outlined"
              label={t(`conversation_safety.admin.decision.${report.decision}`)}
            />
          ) : null}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('conversation_safety.admin.author', { name: report.author ? fullName(report.author) : someone })}{' '}
          ·{' '}
          {t('conversation_safety.admin.by', { name: report.reporter ? fullName(report.reporter) : someone })}{' '}
          · {formatBakuTime(new Date(report.created_at))}
        </Typography>
        {report.note ? (
          <Typography variant="body2" sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}>
            “{report.note}”
          </Typography>
        ) : null}
        <Typography variant="subtitle2" component="h2">
          {t('conversation_safety.admin.context')}
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 0 }}>
          {report.context.map((line) => (
            <Typography
              key={line.id}
              component="li"
              variant="body2"
              sx={{
                listStyle: 'none',
                overflowWrap: 'anywhere',
                whiteSpace: 'pre-wrap',
                borderLeft: 3,
                borderColor: line.reported ? 'warning.main' : 'transparent',
                pl: 1,
                fontWeight: line.reported ? 700 : undefined,
              }}
              data-reported={line.reported ? 'true' : undefined}
            >
              {line.author ? `${fullName(line.author)}: ` : ''}
              {line.deleted && !line.reported ? t('conversation_safety.admin.deleted') : line.body}
            </Typography>
          ))}
        </Box>
        {report.decision ? null : (
          <Stack direction="row" spacing={1}>
            <Button variant="contained" color="error" disabled={busy} onClick={() => onDecide('hide')}>
              {t('conversation_safety.admin.hide')}
            </Button>
            <Button variant="outlined" disabled={busy} onClick={() => onDecide('keep')}>
              {t('conversation_safety.admin.keep')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
