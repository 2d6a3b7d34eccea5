import { RESTRICTION_KINDS, type RestrictionKind, type RestrictionState } from '@oyna/shared';
import { defineListParams, param } from '../../../../lib/list-params';

export const RESTRICTIONS_PAGE_SIZE = 20;

/** The states a filter can choose besides the default, in force. */
export const OTHER_STATES = ['lifted', 'ended', 'all'] as const;

/** The state (in force unless the address says otherwise), the kind and the page live in the address. */
export const restrictionParams = defineListParams<{
  state: Exclude<RestrictionState, 'in_force'>;
  kind: RestrictionKind;
}>({
  state: { name: 'state', codec: param.oneOf(OTHER_STATES) },
  kind: { name: 'kind', codec: param.oneOf(RESTRICTION_KINDS) },
});
