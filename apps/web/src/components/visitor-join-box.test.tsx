// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { VisitorJoinBox } from './visitor-join-box';

function box(primary: 'register' | 'sign-in') {
  render(
    <MemoryRouter>
      <VisitorJoinBox
        back="/teams/t1?invite=abc"
        title="Join"
        text="Sign in to join"
        labels={{ signIn: 'Sign in', register: 'Register' }}
        primary={primary}
        testIds={{ signIn: 'way-sign-in', register: 'way-register' }}
      />
    </MemoryRouter>,
  );
  return screen.getAllByRole('link');
}

afterEach(cleanup);

describe("a visitor's way in", () => {
  it('puts the main way first, as the filled button, and both come back to the page', () => {
    const [first, second] = box('register');
    expect(first?.getAttribute('data-testid')).toBe('way-register');
    expect(first?.className).toContain('MuiButton-contained');
    expect(second?.className).toContain('MuiButton-outlined');
    expect(first?.getAttribute('href')).toBe(`/register?next=${encodeURIComponent('/teams/t1?invite=abc')}`);
    expect(second?.getAttribute('href')).toBe(`/login?next=${encodeURIComponent('/teams/t1?invite=abc')}`);
  });

  it('signs in first when signing in is the main way', () => {
    const [first] = box('sign-in');
    expect(first?.getAttribute('data-testid')).toBe('way-sign-in');
    expect(first?.className).toContain('MuiButton-contained');
  });
});
