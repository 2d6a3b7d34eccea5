// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { API_BASE_URL } from '../lib/api-client';
import { CalendarButton } from './calendar-button';

afterEach(cleanup);

describe('CalendarButton', () => {
  it("is a download of the game's or match's calendar file from the API", () => {
    render(<CalendarButton path="/team-matches/m1" label="Add to calendar" testId="team-match-calendar" />);
    const link = screen.getByRole('link', { name: 'Add to calendar' });
    expect(link.getAttribute('href')).toBe(`${API_BASE_URL}/team-matches/m1/calendar.ics`);
    expect(link.hasAttribute('download')).toBe(true);
    expect(link.getAttribute('data-testid')).toBe('team-match-calendar');
  });
});
