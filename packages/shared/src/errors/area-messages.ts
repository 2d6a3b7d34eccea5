import type { Translated } from '../i18n/languages.js';
import { ACCOUNT_DELETION_ERROR_CATALOGUE } from './account-deletion-messages.js';
import { CONVERSATION_ERROR_CATALOGUE, CONVERSATION_FIELD_MESSAGES } from './conversation-messages.js';
import { CONVERSATION_SAFETY_ERRORS } from './conversation-safety-messages.js';
import { EXPORT_ERROR_CATALOGUE } from './export-messages.js';
import { PHONE_FIELD_MESSAGES, SIGN_IN_ERROR_CATALOGUE } from './sign-in-messages.js';
import { SUPPORT_ERRORS } from './support-messages.js';

/*
 * The newer areas' messages, merged here and spread once into ERROR_CATALOGUE and FIELD_MESSAGES:
 * those two files are at their size limit (source-size test), so a new area adds a line here instead.
 */

/** Error codes of phone sign-in, conversations, the data export, deleting an account and support. */
export const AREA_ERROR_CATALOGUE = {
  ...SIGN_IN_ERROR_CATALOGUE,
  ...CONVERSATION_ERROR_CATALOGUE,
  ...CONVERSATION_SAFETY_ERRORS,
  ...EXPORT_ERROR_CATALOGUE,
  ...ACCOUNT_DELETION_ERROR_CATALOGUE,
  ...SUPPORT_ERRORS,
} as const satisfies Record<string, Translated>;

/** Field messages of phone sign-in and conversations. */
export const AREA_FIELD_MESSAGES = {
  ...PHONE_FIELD_MESSAGES,
  ...CONVERSATION_FIELD_MESSAGES,
} as const satisfies Record<string, Translated>;
