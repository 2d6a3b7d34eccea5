import { ALERT_TEMPLATES } from './alert-templates.js';
import { CONVERSATION_TEMPLATES } from './conversation-templates.js';
import { SERIES_REGULAR_TEMPLATES } from './series-regular-templates.js';
import { SERIES_TEMPLATES } from './series-templates.js';
import { SUPPORT_TEMPLATES } from './support-templates.js';
import { TEAM_SLOT_TEMPLATES } from './team-slot-templates.js';

/**
 * The templates each feature keeps in its own file (a weekly game's, its regulars', alerts, weekly slots, announcements, support answers), spread into
 * the templates of every kind.
 */
export const FEATURE_TEMPLATES = {
  ...SERIES_TEMPLATES,
  ...SERIES_REGULAR_TEMPLATES,
  ...ALERT_TEMPLATES,
  ...TEAM_SLOT_TEMPLATES,
  ...CONVERSATION_TEMPLATES,
  ...SUPPORT_TEMPLATES,
};
