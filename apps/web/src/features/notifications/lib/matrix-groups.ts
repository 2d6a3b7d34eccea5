import {
  CHOSEN_CHANNELS,
  type ChosenChannel,
  NOTIFICATION_GROUPS,
  type NotificationGroup,
  type NotificationKind,
  type NotificationMatrix,
  channelAllowedForKind,
} from '@oyna/shared';

export const GROUPS = Object.keys(NOTIFICATION_GROUPS) as NotificationGroup[];

/** The kinds of a group that may go by a channel (SMS: the urgent ones only). */
export function allowedKinds(group: NotificationGroup, channel: ChosenChannel): NotificationKind[] {
  return NOTIFICATION_GROUPS[group].filter((kind) => channelAllowedForKind(kind, channel));
}

export type GroupState = 'on' | 'off' | 'partly' | 'not_allowed';

/** Whether a group goes by a channel: all its kinds, none, some, or it may not. */
export function groupState(
  matrix: NotificationMatrix,
  group: NotificationGroup,
  channel: ChosenChannel,
): GroupState {
  const kinds = allowedKinds(group, channel);
  if (kinds.length === 0) return 'not_allowed';
  const on = kinds.filter((kind) => matrix[kind].includes(channel)).length;
  if (on === 0) return 'off';
  return on === kinds.length ? 'on' : 'partly';
}

/** The matrix with a group turned on or off for a channel (its other channels as they were). */
export function setGroup(
  matrix: NotificationMatrix,
  group: NotificationGroup,
  channel: ChosenChannel,
  on: boolean,
): NotificationMatrix {
  const next = { ...matrix };
  for (const kind of allowedKinds(group, channel)) {
    const chosen = new Set(matrix[kind]);
    if (on) chosen.add(channel);
    else chosen.delete(channel);
    next[kind] = CHOSEN_CHANNELS.filter((name) => chosen.has(name));
  }
  return next;
}
