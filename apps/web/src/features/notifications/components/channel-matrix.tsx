import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
  NOTIFICATION_GROUPS,
  type NotificationGroup,
  type NotificationKind,
  type NotificationMatrix,
} from '@oyna/shared';
import { Fragment, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { GROUPS, type GroupState, groupState, kindState } from '../lib/matrix-groups';

interface ChannelMatrixProps {
  matrix: NotificationMatrix;
  configured: Record<ChosenChannel, boolean>;
  disabled: boolean;
  onGroupChange: (group: NotificationGroup, channel: ChosenChannel, on: boolean) => void;
  onKindChange: (kind: NotificationKind, channel: ChosenChannel, on: boolean) => void;
}

const kindsId = (group: NotificationGroup) => `matrix-kinds-${group}`;

/**
 * Kind groups × channels: a table on wide screens, a block per group on phones. Each group opens
 * ("Details") to its kinds, each switched per channel on its own.
 */
export function ChannelMatrix({
  matrix,
  configured,
  disabled,
  onGroupChange,
  onKindChange,
}: ChannelMatrixProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  const [open, setOpen] = useState<ReadonlySet<NotificationGroup>>(() => new Set());

  const toggleOpen = (group: NotificationGroup) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(group)) next.delete(group);
      else next.add(group);
      return next;
    });

  const groupName = (group: NotificationGroup) => t(`notifications.settings.groups.${group}`);
  const kindName = (kind: NotificationKind) => t(`notifications.settings.kind_names.${kind}`);
  const channelName = (channel: ChosenChannel) => t(`notifications.settings.channels.${channel}`);
  const partly = t('notifications.settings.partly');

  const notAllowed = (
    <Typography component="span" color="text.secondary" aria-hidden>
      —
    </Typography>
  );

  /** One switch: labelled by the channel beside it on phones, by its column in the table. */
  const toggle = (options: {
    state: Exclude<GroupState, 'not_allowed'>;
    channel: ChosenChannel;
    label: string;
    testId: string;
    small: boolean;
    labelled: boolean;
    onToggle: (on: boolean) => void;
  }) => {
    const { state, channel, label, labelled } = options;
    const control = (
      <Switch
        size={options.small ? 'small' : 'medium'}
        checked={state !== 'off'}
        disabled={disabled || !configured[channel]}
        onChange={(event) => options.onToggle(event.target.checked)}
        slotProps={{
          input: {
            'aria-label': state === 'partly' ? `${label}: ${partly}` : label,
            'data-testid': options.testId,
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
            {channelName(channel)}
            {state === 'partly' ? `: ${partly}` : ''}
          </Typography>
        }
        sx={{ m: 0, gap: 0.5 }}
      />
    );
  };

  const groupCell = (group: NotificationGroup, channel: ChosenChannel, labelled: boolean) => {
    const state = groupState(matrix, group, channel);
    if (state === 'not_allowed') return notAllowed;
    return toggle({
      state,
      channel,
      label: t('notifications.settings.switch_label', {
        group: groupName(group),
        channel: channelName(channel),
      }),
      testId: `matrix-${group}-${channel}`,
      small: false,
      labelled,
      onToggle: (on) => onGroupChange(group, channel, on),
    });
  };

  const kindCell = (kind: NotificationKind, channel: ChosenChannel, labelled: boolean) => {
    const state = kindState(matrix, kind, channel);
    if (state === 'not_allowed') return notAllowed;
    return toggle({
      state,
      channel,
      label: t('notifications.settings.kind_switch_label', {
        kind: kindName(kind),
        channel: channelName(channel),
      }),
      testId: `matrix-kind-${kind}-${channel}`,
      small: true,
      labelled,
      onToggle: (on) => onKindChange(kind, channel, on),
    });
  };

  const detailsButton = (group: NotificationGroup) => {
    const expanded = open.has(group);
    return (
      <Button
        size="small"
        onClick={() => toggleOpen(group)}
        // The visible word first, then the group it opens (five buttons read the same).
        aria-label={`${t('notifications.settings.details')}: ${groupName(group)}`}
        aria-expanded={expanded}
        aria-controls={expanded ? kindsId(group) : undefined}
        data-testid={`matrix-details-${group}`}
        endIcon={
          <ExpandMoreIcon
            sx={{ transform: expanded ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
          />
        }
        sx={{ mt: 0.5, ml: -0.75, px: 0.75, minWidth: 0 }}
      >
        {t('notifications.settings.details')}
      </Button>
    );
  };

  if (!wide) {
    return (
      <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="notification-matrix">
        {GROUPS.map((group) => (
          <Box key={group} sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: 1.5 }}>
            <Typography sx={{ fontWeight: 700 }}>{groupName(group)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`notifications.settings.groups.${group}_hint`)}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 1, mt: 1 }}>
              {CHOSEN_CHANNELS.filter((channel) => groupState(matrix, group, channel) !== 'not_allowed').map(
                (channel) => (
                  <Box key={channel}>{groupCell(group, channel, true)}</Box>
                ),
              )}
            </Box>
            {detailsButton(group)}
            {open.has(group) ? (
              <Box
                component="ul"
                id={kindsId(group)}
                aria-label={groupName(group)}
                sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}
              >
                {NOTIFICATION_GROUPS[group].map((kind) => (
                  <Box
                    component="li"
                    key={kind}
                    data-testid={`matrix-kind-${kind}`}
                    sx={{ borderTop: 1, borderColor: 'divider', py: 1 }}
                  >
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {kindName(kind)}
                    </Typography>
                    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 1, mt: 0.5 }}>
                      {CHOSEN_CHANNELS.filter(
                        (channel) => kindState(matrix, kind, channel) !== 'not_allowed',
                      ).map((channel) => (
                        <Box key={channel}>{kindCell(kind, channel, true)}</Box>
                      ))}
                    </Box>
                  </Box>
                ))}
              </Box>
            ) : null}
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
                {channelName(channel)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        {GROUPS.map((group) => (
          // A body per group, and one for its kinds when open: the button controls that one.
          <Fragment key={group}>
            <TableBody>
              <TableRow>
                <TableCell component="th" scope="row">
                  <Typography sx={{ fontWeight: 600 }}>{groupName(group)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`notifications.settings.groups.${group}_hint`)}
                  </Typography>
                  {detailsButton(group)}
                </TableCell>
                {CHOSEN_CHANNELS.map((channel) => (
                  <TableCell key={channel} align="center">
                    {groupCell(group, channel, false)}
                  </TableCell>
                ))}
              </TableRow>
            </TableBody>
            {open.has(group) ? (
              <TableBody id={kindsId(group)} sx={{ bgcolor: 'action.hover' }}>
                {NOTIFICATION_GROUPS[group].map((kind) => (
                  <TableRow key={kind} data-testid={`matrix-kind-${kind}`}>
                    <TableCell component="th" scope="row">
                      <Typography variant="body2" sx={{ pl: 2 }}>
                        {kindName(kind)}
                      </Typography>
                    </TableCell>
                    {CHOSEN_CHANNELS.map((channel) => (
                      <TableCell key={channel} align="center">
                        {kindCell(kind, channel, false)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            ) : null}
          </Fragment>
        ))}
      </Table>
    </Box>
  );
}
