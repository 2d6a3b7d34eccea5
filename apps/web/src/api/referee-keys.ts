/** Query keys of the referees an organizer may assign, by the name typed. */
export const refereeKeys = {
  all: ['referees'] as const,
  search: (search: string) => [...refereeKeys.all, 'search', search] as const,
};
