import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  CHOSEN_CHANNELS,
  type ChosenChannel,
  type NotificationGroup,
  type NotificationMatrix,
} from '@oyna/shared';
import { useTranslation } from 'react-i18next';
import { GROUPS, groupState } from '../lib/matrix-groups';

interface ChannelMatrixProps {
  matrix: NotificationMatrix;
  configured: Record<ChosenChannel, boolean>;
  disabled: boolean;
  onChange: (group: NotificationGroup, channel: ChosenChannel, on: boolean) => void;
}

/** Kind groups × channels: a table on wide screens, a block per group on phones. */
export function ChannelMatrix({ matrix, configured, disabled, onChange }: ChannelMatrixProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });

  const cell = (group: NotificationGroup, channel: ChosenChannel, labelled: boolean) => {
    const state = groupState(matrix, group, channel);
    if (state === 'not_allowed') {
      return (
        <Typography component="span" color="text.secondary" aria-hidden>
          —
        </Typography>
      );
    }
    const label = t('notifications.settings.switch_label', {
      group: t(`notifications.settings.groups.${group}`),
      channel: t(`notifications.settings.channels.${channel}`),
    });
    const control = (
      <Switch
        checked={state !== 'off'}
        disabled={disabled || !configured[channel]}
        onChange={(event) => onChange(group, channel, event.target.checked)}
        slotProps={{
          input: {
            'aria-label': state === 'partly' ? `${label}: ${t('notifications.settings.partly')}` : label,
            'data-testid': `matrix-${group}-${channel}`,
          } as object,
        }}
        color={state === 'partly' ? 'secondary' : 'primary'}
      />
    );
    if (!labelled) return control;
    return (
      <FormControlLabel
        control={control}
        label={
          <Typography variant="body2" component="span">
            {t(`notifications.settings.channels.${channel}`)}
            {state === 'partly' ? `: ${t('notifications.settings.partly')}` : ''}
          </Typography>
        }
        sx={{ m: 0, gap: 0.5 }}
      />
    );
  };

  if (!wide) {
    return (
      <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="notification-matrix">
        {GROUPS.map((group) => (
          <Box key={group} sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: 1.5 }}>
            <Typography sx={{ fontWeight: 700 }}>{t(`notifications.settings.groups.${group}`)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`notifications.settings.groups.${group}_hint`)}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 1, mt: 1 }}>
              {CHOSEN_CHANNELS.filter((channel) => groupState(matrix, group, channel) !== 'not_allowed').map(
                (channel) => (
                  <Box key={channel}>{cell(group, channel, true)}</Box>
                ),
              )}
            </Box>
          </Box>
        ))}
      </Box>
    );
  }

  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="notification-matrix" sx={{ '& td, & th': { px: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('notifications.settings.kinds')}</TableCell>
            {CHOSEN_CHANNELS.map((channel) => (
              <TableCell key={channel} align="center" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {t(`notifications.settings.channels.${channel}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {GROUPS.map((group) => (
            <TableRow key={group}>
              <TableCell component="th" scope="row">
                <Typography sx={{ fontWeight: 600 }}>
                  {t(`notifications.settings.groups.${group}`)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`notifications.settings.groups.${group}_hint`)}
                </Typography>
              </TableCell>
              {CHOSEN_CHANNELS.map((channel) => (
                <TableCell key={channel} align="center">
                  {cell(group, channel, false)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
