import type { CreateSeriesInput, FieldMessageKind } from '@oyna/shared';
import type { NewGameSeriesRow } from '../../../db/schema.js';

type RegularSettingsValues = Required<
  Pick<
    NewGameSeriesRow,
    'regularPlaces' | 'regularsCap' | 'regularsAutoAccept' | 'skipDeadlineHours' | 'missesAllowed'
  >
>;

/** The regulars' settings of a new series as its row stores them; no cap given means as many as the places. */
export function regularSettingsValues(fields: CreateSeriesInput): RegularSettingsValues {
  return {
    regularPlaces: fields.regular_places,
    regularsCap: fields.regulars_cap ?? fields.regular_places,
    regularsAutoAccept: fields.regulars_auto_accept,
    skipDeadlineHours: fields.skip_deadline_hours,
    missesAllowed: fields.misses_allowed,
  };
}

/** Field -> message when the regular places do not fit the game: never more than its capacity. */
export function regularSettingsProblems(
  settings: { regularPlaces: number },
  capacity: number,
): Record<string, FieldMessageKind> {
  return settings.regularPlaces > capacity ? { regular_places: 'series_regular_places_range' } : {};
}
