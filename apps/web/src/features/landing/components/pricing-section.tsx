import { fill, type LandingCopy } from '../landing-copy';
import {
  FIRST_GAME_DISCOUNT_PERCENT,
  FREE_TOURNAMENT_TIER,
  GAME_KINDS,
  GAME_PRICE_RANGES_AZN,
} from '../landing-data';
import { CheckIcon } from './icons';
import { LandingSection } from './landing-section';

const POINTS = [1, 2, 3] as const;

export function PricingSection({ copy }: { copy: LandingCopy }) {
  const { pricing } = copy;
  const tierName = FREE_TOURNAMENT_TIER ? copy.loyalty[FREE_TOURNAMENT_TIER.tier] : '';
  return (
    <LandingSection id="pricing" eyebrow={pricing.eyebrow} title={pricing.title} lead={pricing.lead}>
      <ul className="grid-three price-grid">
        {GAME_KINDS.map((kind) => (
          <li
            key={kind}
            className={`card price-card${kind === 'premium' ? ' price-card-featured' : ''}`}
            data-testid={`price-${kind}`}
          >
            {kind === 'premium' && <span className="badge badge-solid">{pricing.popular}</span>}
            <h3>{pricing[`${kind}_name`]}</h3>
            <p className="price">
              <span className="price-amount">{fill(pricing.price, GAME_PRICE_RANGES_AZN[kind])}</span>{' '}
              <span className="price-unit">{pricing.per_game}</span>
            </p>
            <p>{pricing[`${kind}_text`]}</p>
            <ul className="checklist">
              {POINTS.map((point) => (
                <li key={point}>
                  <CheckIcon />
                  {fill(pricing[`${kind}_point${point}`], { tier: tierName })}
                </li>
              ))}
            </ul>
            <a className={`btn ${kind === 'premium' ? 'btn-primary' : 'btn-outline'}`} href="/register">
              {pricing.choose}
            </a>
          </li>
        ))}
      </ul>
      <aside className="first-game" aria-labelledby="first-game-title" data-testid="first-game">
        <span className="first-game-badge" aria-hidden="true">
          −{FIRST_GAME_DISCOUNT_PERCENT}%
        </span>
        <div>
          <h3 id="first-game-title">
            {fill(pricing.first_game_title, { percent: FIRST_GAME_DISCOUNT_PERCENT })}
          </h3>
          <p>{pricing.first_game_text}</p>
        </div>
      </aside>
    </LandingSection>
  );
}
