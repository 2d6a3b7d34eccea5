import { describe, expect, it } from 'vitest';
import { alertInput, draftFromSearch, draftIsNarrowed } from './alert-draft';

describe('the save-alert form', () => {
  it('starts from the games list filters an alert can keep', () => {
    const draft = draftFromSearch({ district: 'nasimi', format: '7x7', max_price: 12, venue_id: '4' });
    expect(alertInput(draft)).toMatchObject({
      districts: ['nasimi'],
      format: '7x7',
      max_price: 12,
      venue_id: 4,
      delivery: 'instant',
    });
  });

  it('is not narrowed with nothing chosen, and is with one weekday', () => {
    const draft = draftFromSearch({ district: 'nowhere' });
    expect(draftIsNarrowed(draft)).toBe(false);
    expect(draftIsNarrowed({ ...draft, weekdays: [2] })).toBe(true);
  });
});
