/**
 * Whether a failed SMTP send can succeed later: a permanent refusal (5xx, e.g. an unknown
 * recipient or a rejected message) cannot; a temporary one (4xx), a refused or broken connection,
 * a timeout, or a login problem (the server's settings may be fixed) can.
 */
export function classifySmtpError(error: unknown): { permanent: boolean; text: string } {
  const details = (error ?? {}) as {
    responseCode?: unknown;
    code?: unknown;
    message?: unknown;
    response?: unknown;
  };
  const responseCode = typeof details.responseCode === 'number' ? details.responseCode : null;
  const text = [
    typeof details.code === 'string' ? details.code : null,
    typeof details.response === 'string'
      ? details.response
      : typeof details.message === 'string'
        ? details.message
        : null,
  ]
    .filter((part) => part !== null)
    .join(': ');
  const permanent =
    details.code !== 'EAUTH' && responseCode !== null && responseCode >= 500 && responseCode < 600;
  return { permanent, text: text || String(error) };
}
