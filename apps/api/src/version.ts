/** Reported by /health and the API docs. */
export const API_VERSION = '0.1.0';
