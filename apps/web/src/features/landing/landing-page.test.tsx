// @vitest-environment jsdom
import {
  FIRST_GAME_DISCOUNT_PERCENT,
  GAME_PRICE_RANGES_AZN,
  LANGUAGES,
  LOYALTY_TIER_RULES,
} from '@oyna/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { LandingApp } from './landing-app';
import type { LandingCopy } from './landing-copy';
import { landingHead } from './landing-head';
import az from './locales/az.json';
import en from './locales/en.json';
import ru from './locales/ru.json';
import gamesAz from '../../locales/az/games.json';
import gamesEn from '../../locales/en/games.json';
import gamesRu from '../../locales/ru/games.json';

const COPY: Record<(typeof LANGUAGES)[number], LandingCopy> = { az, ru, en };

function flatKeys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => flatKeys(child, prefix ? `${prefix}.${key}` : key));
}

function flatValues(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return value && typeof value === 'object' ? Object.values(value).flatMap(flatValues) : [];
}

afterEach(() => cleanup());

describe('landing copy', () => {
  it('az, ru and en have the same keys and no empty text', () => {
    expect(flatKeys(ru).sort()).toEqual(flatKeys(az).sort());
    expect(flatKeys(en).sort()).toEqual(flatKeys(az).sort());
    for (const language of LANGUAGES) {
      for (const text of flatValues(COPY[language])) expect(text.trim(), language).not.toBe('');
    }
  });

  it('writes Azerbaijani with its own letters and Russian in Cyrillic', () => {
    const azText = flatValues(az).join(' ');
    for (const letter of ['ə', 'ğ', 'ı', 'ö', 'ü', 'ç', 'ş']) expect.soft(azText, letter).toContain(letter);
    expect(ru.nav.pricing).toBe('Цены');
  });

  it('promises a referee only at the games that have one, named by the mark their cards carry', () => {
    // Referees are assigned to some games (has_referee), not to every one (decision 37).
    const referee = { az: /hakim/i, ru: /судь/i, en: /referee/i };
    const every = {
      az: /hər oyun|hakim nəticəni/i,
      ru: /кажд\S* игр|судья фиксирует/i,
      en: /every game|the referee records/i,
    };
    const chip = { az: gamesAz, ru: gamesRu, en: gamesEn };
    for (const language of LANGUAGES) {
      const copy = COPY[language];
      const aboutReferees = flatValues(copy).filter((text) => referee[language].test(text));
      expect(aboutReferees.length, language).toBeGreaterThan(0);
      for (const text of aboutReferees) expect(text, language).not.toMatch(every[language]);
      expect(copy.features.referees_text, language).toContain(chip[language].games.referee_chip);
    }
  });

  it('types no price or discount: the numbers come from the shared constants', () => {
    for (const language of LANGUAGES) {
      const text = flatValues(COPY[language]).join(' ');
      for (const number of ['8', '12', '15', '20', '25', '50%', '10%', '5%']) {
        expect
          .soft(text, `${language} writes ${number}`)
          .not.toMatch(new RegExp(`(^|[^\\d:])${number}(?![\\d:])`));
      }
    }
  });
});

describe.each(LANGUAGES)('the landing page in %s', (language) => {
  const copy = COPY[language];

  it('shows every section with the navigation, the prices and the tiers from the constants', () => {
    render(
      <LandingApp
        language={language}
        copy={copy}
        initialStats={{ venues: 58, upcoming_games: 7 }}
        year={2026}
      />,
    );
    for (const id of ['about', 'features', 'pricing', 'loyalty', 'testimonials', 'contact']) {
      expect(document.getElementById(id), id).not.toBeNull();
    }
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(copy.hero.title);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();

    const nav = screen.getAllByRole('navigation', { name: copy.nav.label })[0]!;
    for (const [key, href] of [
      ['about', '#about'],
      ['features', '#features'],
      ['pricing', '#pricing'],
      ['contact', '#contact'],
    ] as const) {
      expect(within(nav).getByRole('link', { name: copy.nav[key] }).getAttribute('href')).toBe(href);
    }
    expect(screen.getAllByRole('link', { name: copy.nav.login })[0]!.getAttribute('href')).toBe('/login');
    expect(screen.getAllByRole('link', { name: copy.nav.register })[0]!.getAttribute('href')).toBe(
      '/register',
    );

    const regular = screen.getByTestId('price-regular').textContent ?? '';
    expect(regular).toContain(`${GAME_PRICE_RANGES_AZN.regular.min}–${GAME_PRICE_RANGES_AZN.regular.max}`);
    expect(screen.getByTestId('price-tournament').textContent).toContain(
      `${GAME_PRICE_RANGES_AZN.tournament.min}–${GAME_PRICE_RANGES_AZN.tournament.max}`,
    );
    expect(screen.getByTestId('first-game').textContent).toContain(`${FIRST_GAME_DISCOUNT_PERCENT}%`);
    for (const rule of LOYALTY_TIER_RULES) {
      const tier = screen.getByTestId(`tier-${rule.tier}`).textContent ?? '';
      expect(tier).toContain(copy.loyalty[rule.tier]);
      expect(tier).toContain(String(rule.minGames));
      if (rule.discountPercent > 0) expect(tier).toContain(`${rule.discountPercent}%`);
    }
    expect(screen.getByTestId('feature-media').textContent).toContain(copy.features.soon);

    const stats = screen.getByTestId('hero-stats');
    expect(stats.querySelector('[data-stat="venues"]')?.textContent).toBe('58');
    expect(stats.querySelector('[data-stat="upcoming_games"]')?.textContent).toBe('7');
  });

  it('pre-renders with empty number slots and head tags for search and sharing', () => {
    const html = renderToString(
      <LandingApp language={language} copy={copy} initialStats={null} year={2026} />,
    );
    expect(html).toContain('data-stat="venues" data-value="">–<');
    expect(html).toContain('data-stat="upcoming_games" data-value="">–<');
    const head = landingHead(language, copy);
    expect(head).toContain(`<title>${copy.meta.title}</title>`);
    expect(head).toContain('hreflang="ru" href="__OYNA_SITE_ORIGIN__/?lang=ru"');
    expect(head).toContain('hreflang="x-default" href="__OYNA_SITE_ORIGIN__/"');
    expect(head).toContain('property="og:image" content="__OYNA_SITE_ORIGIN__/og-image.png"');
  });
});
