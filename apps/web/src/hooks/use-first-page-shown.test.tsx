// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { holdUntilFirstPageShown, useFirstPageShown, useLetFirstPageShow } from './use-first-page-shown';

function Bar() {
  return <span data-testid="bar">{useFirstPageShown() ? 'shown' : 'held'}</span>;
}

function Root({ letGo }: { letGo: boolean }) {
  return letGo ? <RootThatLetsGo /> : <Bar />;
}

function RootThatLetsGo() {
  useLetFirstPageShow();
  return <Bar />;
}

describe('useFirstPageShown', () => {
  it('counts the page as shown where no entry held it back (tests, the drawn pages’ build)', () => {
    render(<Bar />);
    expect(screen.getByTestId('bar').textContent).toBe('shown');
  });

  it('holds the bars’ reads back until the task after the first commit of the root that lets them go', async () => {
    holdUntilFirstPageShown();
    const { rerender } = render(<Root letGo={false} />);
    expect(screen.getByTestId('bar').textContent).toBe('held');
    rerender(<Root letGo />);
    // Not in the commit itself: the root lets the page show in a task of its own.
    expect(screen.getByTestId('bar').textContent).toBe('held');
    await waitFor(() => expect(screen.getByTestId('bar').textContent).toBe('shown'));
  });
});
