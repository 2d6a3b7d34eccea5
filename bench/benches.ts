import { runAlertsBench } from './alerts/alerts.js';
import { runApiFloorBench } from './api-floor/api-floor.js';
import { runBalancerBench } from './balancer/balancer.js';
import { runBookingBench } from './booking/booking.js';
import { runConversationStreamsBench } from './conversation-streams/conversation-streams.js';
import { runFormationBench } from './formation/formation.js';
import { runNotificationsBench } from './notifications/notifications.js';
import { runSeriesRegularsBench } from './series-regulars/series-regulars.js';
import { runSoakBench } from './soak/soak.js';
import { runStandingsBench } from './standings/standings.js';
import { runTwoInstancesBench } from './two-instances/two-instances.js';
import { runWebVitalsBench } from './web-vitals/web-vitals.js';

/** Every benchmark by name: each runs on its own and answers its one-line result. */
export const BENCHES: Record<string, () => Promise<string>> = {
  alerts: runAlertsBench,
  'api-floor': runApiFloorBench,
  balancer: runBalancerBench,
  booking: runBookingBench,
  'conversation-streams': runConversationStreamsBench,
  formation: runFormationBench,
  notifications: runNotificationsBench,
  'series-regulars': runSeriesRegularsBench,
  soak: runSoakBench,
  standings: runStandingsBench,
  'two-instances': runTwoInstancesBench,
  'web-vitals': runWebVitalsBench,
};
