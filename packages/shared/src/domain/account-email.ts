/** A password reset link works this long, once. */
export const PASSWORD_RESET_MINUTES = 30;
/** An address-check link works this long, once. */
export const EMAIL_VERIFICATION_DAYS = 3;
/** Bytes of randomness in an emailed link's token. */
export const ACCOUNT_TOKEN_BYTES = 32;
