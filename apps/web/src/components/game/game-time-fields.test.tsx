// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { DurationField, KickOffField } from './game-time-fields';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('KickOffField', () => {
  it('is a required Baku date and time by the quarter hour, its hint giving way to an error', () => {
    const change = vi.fn();
    const props = { label: 'Kick-off', value: '', onChange: change, hint: 'Baku time', testId: 'kick-off' };
    const { rerender } = render(<KickOffField {...props} error={undefined} />);
    const input = screen.getByTestId('kick-off');
    expect(input.getAttribute('type')).toBe('datetime-local');
    expect(input.getAttribute('step')).toBe('900');
    expect(input.hasAttribute('required')).toBe(true);
    expect(screen.getByText('Baku time')).toBeTruthy();
    fireEvent.change(input, { target: { value: '2026-12-01T19:00' } });
    expect(change).toHaveBeenCalledWith('2026-12-01T19:00');
    rerender(<KickOffField {...props} error="Too soon" />);
    expect(screen.getByText('Too soon')).toBeTruthy();
    expect(screen.queryByText('Baku time')).toBeNull();
  });
});

describe('DurationField', () => {
  it('takes minutes between its bounds by the quarter hour', () => {
    const change = vi.fn();
    render(
      <DurationField label="Duration" value={90} onChange={change} error={undefined} min={30} max={240} />,
    );
    const input = screen.getByRole('spinbutton', { name: 'Duration' });
    expect([input.getAttribute('min'), input.getAttribute('max'), input.getAttribute('step')]).toEqual([
      '30',
      '240',
      '15',
    ]);
    expect(screen.getByText(i18n.t('games.form.minutes'))).toBeTruthy();
    fireEvent.change(input, { target: { value: '120' } });
    expect(change).toHaveBeenCalledWith('120');
  });
});
