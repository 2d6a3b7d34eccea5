import { z } from 'zod';
import { contract } from './contract.js';

/**
 * What an end-to-end fixture route moved (decision 57): the match's or game's id and its kick-off
 * and end as they now stand. The routes exist only on a test server (`E2E_FIXTURES`).
 */
export const devFixtureMovedSchema = contract('DevFixtureMoved', {
  id: z.uuid(),
  starts_at: z.iso.datetime({ offset: true }),
  ends_at: z.iso.datetime({ offset: true }),
});
export type DevFixtureMoved = z.infer<typeof devFixtureMovedSchema>;
