// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { POSITIONS } from '@oyna/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { FootballPitch } from './football-pitch';

beforeAll(async () => {
  await i18n.changeLanguage('az');
});
afterEach(cleanup);

describe('the onboarding pitch', () => {
  it('names each position marker starting with the letters it shows (label in name)', () => {
    render(
      <FootballPitch primary="striker" secondary={['leftWing']} onPick={() => {}} isDisabled={() => false} />,
    );
    for (const position of POSITIONS) {
      const marker = screen.getByTestId(`pitch-${position}`);
      const shown = marker.textContent ?? '';
      expect(shown).not.toBe('');
      expect(marker.getAttribute('aria-label')?.startsWith(`${shown}, `)).toBe(true);
    }
    expect(screen.getByTestId('pitch-goalkeeper').getAttribute('aria-label')).toBe('GK, Qapıçı');
    expect(screen.getByTestId('pitch-striker').getAttribute('aria-label')).toMatch(/^ST, .+: .+/);
  });
});
