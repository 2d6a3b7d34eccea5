import type { Language } from '@oyna/shared/i18n/languages';
import { EMPTY_STAT_TEXT, formatCount, type LiveStat } from '@oyna/shared/web/landing-template';
import type { PublicStats } from '@oyna/shared';
import type { ReactNode } from 'react';
import { type LandingCopy } from '../landing-copy';
import { FIRST_GAME_DISCOUNT_PERCENT } from '../landing-data';
import { ArrowIcon } from './icons';
import { HeroIllustration } from './hero-illustration';

/**
 * A live number. Its markup (`data-stat`, an empty `data-value`, the dash) is what the server
 * looks for to fill in the count before sending the pre-rendered page.
 */
function LiveNumber({
  stat,
  stats,
  language,
}: {
  stat: LiveStat;
  stats: PublicStats | null;
  language: Language;
}) {
  const value = stats ? stats[stat] : null;
  return (
    <span className="stat-value" data-stat={stat} data-value={value ?? ''}>
      {value === null ? EMPTY_STAT_TEXT : formatCount(value, language)}
    </span>
  );
}

/** One of the hero's numbers under its label. */
function HeroStat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function HeroSection({
  copy,
  language,
  stats,
}: {
  copy: LandingCopy;
  language: Language;
  stats: PublicStats | null;
}) {
  const { hero } = copy;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero-grid">
        <div className="hero-text">
          <p className="eyebrow">{hero.eyebrow}</p>
          <h1 id="hero-title">
            {hero.title} <span className="accent">{hero.title_accent}</span>
          </h1>
          <p className="lead">{hero.lead}</p>
          <div className="hero-actions">
            <a className="btn btn-primary btn-large" href="/register" data-testid="hero-register">
              {hero.cta_primary}
              <ArrowIcon />
            </a>
            <a className="btn btn-outline btn-large" href="#pricing">
              {hero.cta_secondary}
            </a>
          </div>
          <p className="signup-note">{hero.signup_note}</p>
          <dl className="hero-stats" aria-label={hero.stats_label} data-testid="hero-stats">
            <HeroStat label={hero.stat_venues}>
              <LiveNumber stat="venues" stats={stats} language={language} />
            </HeroStat>
            <HeroStat label={hero.stat_games}>
              <LiveNumber stat="upcoming_games" stats={stats} language={language} />
            </HeroStat>
            <HeroStat label={hero.stat_first_game}>
              <span className="stat-value">−{FIRST_GAME_DISCOUNT_PERCENT}%</span>
            </HeroStat>
          </dl>
        </div>
        <div className="hero-visual">
          <HeroIllustration label={hero.illustration} />
        </div>
      </div>
    </section>
  );
}
