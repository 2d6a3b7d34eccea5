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

/** Whether one kind goes by a channel, or it may not (SMS: the urgent kinds only). */
export function kindState(
  matrix: NotificationMatrix,
  kind: NotificationKind,
  channel: ChosenChannel,
): Exclude<GroupState, 'partly'> {
  if (!channelAllowedForKind(kind, channel)) return 'not_allowed';
  return matrix[kind].includes(channel) ? 'on' : 'off';
}

/** A kind's channels with one turned on or off, in the channels' order. */
function withChannel(chosen: readonly ChosenChannel[], channel: ChosenChannel, on: boolean): ChosenChannel[] {
  const next = new Set(chosen);
  if (on) next.add(channel);
  else next.delete(channel);
  return CHOSEN_CHANNELS.filter((name) => next.has(name));
}

/** The matrix with one kind turned on or off for a channel; every other kind and channel as it was. */
export function setKind(
  matrix: NotificationMatrix,
  kind: NotificationKind,
  channel: ChosenChannel,
  on: boolean,
): NotificationMatrix {
  if (!channelAllowedForKind(kind, channel)) return matrix;
  return { ...matrix, [kind]: withChannel(matrix[kind], channel, on) };
}

/** The matrix with a group turned on or off for a channel (its other channels as they were). */
export function setGroup(
  matrix: NotificationMatrix,
  group: NotificationGroup,
  channel: ChosenChannel,
  on: boolean,
): NotificationMatrix {
  const next = { ...matrix };
  for (const kind of allowedKinds(group, channel)) next[kind] = withChannel(matrix[kind], channel, on);
  return next;
}
