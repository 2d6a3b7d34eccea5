import { fill, type LandingCopy } from '../landing-copy';
import { EVERYDAY_PRICE, FIRST_GAME_DISCOUNT_PERCENT, PLAYER_AGE } from '../landing-data';
import { LandingSection } from './landing-section';

const STEPS = [1, 2, 3, 4] as const;

/** "About": what Oyna is, as the four steps from sign-up to the pitch. */
export function HowSection({ copy }: { copy: LandingCopy }) {
  const { how } = copy;
  const values = {
    price: fill(copy.pricing.price, EVERYDAY_PRICE),
    percent: FIRST_GAME_DISCOUNT_PERCENT,
  };
  return (
    <LandingSection
      id="about"
      eyebrow={how.eyebrow}
      title={how.title}
      lead={fill(how.lead, { min_age: PLAYER_AGE.min, max_age: PLAYER_AGE.max })}
      alt
    >
      <ol className="steps grid-four">
        {STEPS.map((step) => (
          <li key={step} className="step">
            <span className="step-number" aria-hidden="true">
              {step}
            </span>
            <h3>{how[`step${step}_title`]}</h3>
            <p>{fill(how[`step${step}_text`], values)}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
