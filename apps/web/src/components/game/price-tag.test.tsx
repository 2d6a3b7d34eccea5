// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { PriceTag } from './price-tag';

const firstGame = {
  price: 4.25,
  base_price: 8.5,
  discount_percent: 50,
  discount_reason: 'first_game' as const,
};

describe('a discounted price read aloud', () => {
  afterEach(cleanup);

  it.each([
    ['az', '8,50 ₼ əvəzinə 4,25 ₼'],
    ['ru', '4,25 ₼ вместо 8,50 ₼'],
    ['en', '4.25 ₼ instead of 8.50 ₼'],
  ])('in %s is one phrase in the language’s own order: %s', async (language, phrase) => {
    await i18n.changeLanguage(language);
    const { container } = render(<PriceTag price={8.5} quote={firstGame} />);
    const spoken = container.querySelector('.visually-hidden')?.textContent?.replaceAll('\u00a0', ' ');
    expect(spoken).toBe(phrase);
    // The figures on screen are not read a second time.
    expect(container.querySelector('[data-testid="game-price"]')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('[data-testid="game-base-price"]')?.getAttribute('aria-hidden')).toBe(
      'true',
    );
  });
});
