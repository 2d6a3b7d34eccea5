import { fill, type LandingCopy } from '../landing-copy';
import { EVERYDAY_PRICE, FIRST_GAME_DISCOUNT_PERCENT, PLAYER_AGE } from '../landing-data';

const STEPS = [1, 2, 3, 4] as const;

/** "About": what Oyna is, as the four steps from sign-up to the pitch. */
export function HowSection({ copy }: { copy: LandingCopy }) {
  const { how } = copy;
  const values = {
    price: fill(copy.pricing.price, EVERYDAY_PRICE),
    percent: FIRST_GAME_DISCOUNT_PERCENT,
  };
  return (
    <section id="about" className="section section-alt" aria-labelledby="about-title">
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">{how.eyebrow}</p>
          <h2 id="about-title">{how.title}</h2>
          <p className="lead">{fill(how.lead, { min_age: PLAYER_AGE.min, max_age: PLAYER_AGE.max })}</p>
        </div>
        <ol className="steps">
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
      </div>
    </section>
  );
}
