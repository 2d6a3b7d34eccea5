const REQUEST_TIMEOUT_MS = 10_000;

/** What was thrown, as a delivery's error says it. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * POSTs to a sending provider (an SMS gateway, WhatsApp, a push service), waiting at most ten
 * seconds: its answer, or why none came (`unreachable`, a passing failure that is tried again later).
 */
export async function postToProvider(
  url: string,
  init: { headers: Record<string, string>; body: string | Buffer | null; redirect?: RequestInit['redirect'] },
): Promise<Response | { unreachable: string }> {
  try {
    return await fetch(url, { method: 'POST', ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    return { unreachable: errorText(error) };
  }
}
