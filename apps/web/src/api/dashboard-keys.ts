/** The dashboard's key: a booking, a recorded result or a vote refreshes it. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
};
