import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

/** Which games a list shows: the coming ones (its default) or the past ones. */
export type GameListScope = 'upcoming' | 'past';

/** The upcoming and past tabs above a list of games (mine, a referee's); the list keeps the choice. */
export function ScopeTabs(props: {
  scope: GameListScope;
  onChange: (scope: GameListScope) => void;
  /** The tabs' accessible name: the list's title. */
  label: string;
  upcomingLabel: string;
  pastLabel: string;
  /** Each tab's test id is `<prefix>-upcoming` or `<prefix>-past`. */
  testIdPrefix: string;
}) {
  return (
    <Tabs
      value={props.scope}
      onChange={(_, value: GameListScope) => props.onChange(value)}
      aria-label={props.label}
    >
      <Tab value="upcoming" label={props.upcomingLabel} data-testid={`${props.testIdPrefix}-upcoming`} />
      <Tab value="past" label={props.pastLabel} data-testid={`${props.testIdPrefix}-past`} />
    </Tabs>
  );
}
