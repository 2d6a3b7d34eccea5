// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { i18n } from '../../../lib/i18n';
import { FormChips } from './form-chips';

afterEach(cleanup);

describe("a team's form", () => {
  it('names each result for screen readers in a 1 px label inside its square, never one as wide as the page', async () => {
    await i18n.changeLanguage('en');
    render(
      <AppProvider>
        <FormChips form={['win', 'loss']} />
      </AppProvider>,
    );
    const label = screen.getByText('Won');
    const style = getComputedStyle(label);
    expect(style.position).toBe('absolute');
    expect(style.width).toBe('1px');
    expect(style.height).toBe('1px');
    expect(getComputedStyle(label.parentElement!).position).toBe('relative');
  });
});
