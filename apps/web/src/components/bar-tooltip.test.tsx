// @vitest-environment jsdom
import Tooltip from '@mui/material/Tooltip';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { holdUntilFirstPageShown, useLetFirstPageShow } from '../hooks/use-first-page-shown';
import { nextTask } from '../lib/next-task';
import { BarTooltip } from './bar-tooltip';

/** How many times React commits `children`: once for the first render, once more per update. */
function countCommits(children: ReactNode): { commits: () => number; element: ReactNode } {
  let commits = 0;
  const element = (
    <Profiler id="bar" onRender={() => (commits += 1)}>
      {children}
    </Profiler>
  );
  return { commits: () => commits, element };
}

function LetFirstPageShow() {
  useLetFirstPageShow();
  return null;
}

// As in the bars, the button names itself; the tooltip repeats the name for the eyes.
const button = (
  <button type="button" aria-label="Light theme">
    ☀
  </button>
);

describe('BarTooltip', () => {
  it('is not put on in the first commit, which then draws its button once', () => {
    holdUntilFirstPageShown();
    const withBarTooltip = countCommits(<BarTooltip title="Light theme">{button}</BarTooltip>);
    render(withBarTooltip.element);
    expect(withBarTooltip.commits()).toBe(1);

    // MUI's own tooltip draws its button a second time in the same task as it mounts.
    const withTooltip = countCommits(<Tooltip title="Light theme">{button}</Tooltip>);
    render(withTooltip.element);
    expect(withTooltip.commits()).toBe(2);
  });

  it('shows its words on a hover once the first page is on screen', async () => {
    holdUntilFirstPageShown();
    render(
      <>
        <BarTooltip title="Light theme">{button}</BarTooltip>
        <LetFirstPageShow />
      </>,
    );

    // The root lets the page show in the task after its commit, each bar in a task of its own.
    await act(async () => {
      for (let turn = 0; turn < 3; turn++) await nextTask();
    });
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Light theme' }));
    expect((await screen.findByRole('tooltip', { hidden: true })).textContent).toBe('Light theme');
  });
});
