// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { i18n } from '../../../lib/i18n';
import { TeamColourSwatch } from './team-colour-swatch';

afterEach(cleanup);

describe("a team's colour", () => {
  it.each([
    ['az', 'Tünd yaşıl'],
    ['ru', 'Тёмно-зелёный'],
    ['en', 'Dark green'],
  ])('is named in %s, not shown as a hex code', async (language, name) => {
    await i18n.changeLanguage(language);
    render(
      <AppProvider>
        <TeamColourSwatch colour="#1b5e20" />
      </AppProvider>,
    );
    expect(screen.getByTestId('team-colour').textContent).toBe(name);
    expect(document.body.textContent).not.toContain('#1b5e20');
  });
});
