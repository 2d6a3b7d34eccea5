/** `npm run bench`: every benchmark in turn, or only those named on the command line. */
import { runApiFloorBench } from './api-floor/api-floor.js';
import { runBalancerBench } from './balancer/balancer.js';
import { runBookingBench } from './booking/booking.js';
import { runWebVitalsBench } from './web-vitals/web-vitals.js';

const benches: Record<string, () => Promise<string>> = {
  'api-floor': runApiFloorBench,
  balancer: runBalancerBench,
  booking: runBookingBench,
  'web-vitals': runWebVitalsBench,
};

const wanted = process.argv.slice(2);
for (const [name, run] of Object.entries(benches)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  console.log(await run());
}
process.exit(0);
