// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { i18n } from '../../lib/i18n';
import { QueriesErrorState } from './queries-error-state';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('QueriesErrorState', () => {
  it('says why the failed query failed, and its retry asks every query again', () => {
    const done = { error: null, refetch: vi.fn() };
    const failed = {
      error: new ApiError({ message: 'The game is gone', status: 409, code: 'game_gone' }),
      refetch: vi.fn(),
    };
    render(<QueriesErrorState title="Could not load" queries={[done, failed]} />);
    expect(screen.getByText('Could not load')).toBeTruthy();
    expect(screen.getByText('The game is gone')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: i18n.t('common.retry') }));
    expect(done.refetch).toHaveBeenCalled();
    expect(failed.refetch).toHaveBeenCalled();
  });
});
