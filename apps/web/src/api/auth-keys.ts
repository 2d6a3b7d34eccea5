/** Query keys of sign-in (the auth feature's providers, the signed-in devices in the settings). */
export const authKeys = {
  all: ['auth'] as const,
  providers: () => [...authKeys.all, 'providers'] as const,
  sessions: () => [...authKeys.all, 'sessions'] as const,
};
