import { fill, type LandingCopy } from '../landing-copy';
import { FIRST_GAME_DISCOUNT_PERCENT } from '../landing-data';
import { ArrowIcon } from './icons';

export function CtaSection({ copy }: { copy: LandingCopy }) {
  const { cta } = copy;
  return (
    <section className="section cta" aria-labelledby="cta-title">
      <div className="container cta-box">
        <h2 id="cta-title">{cta.title}</h2>
        <p>{fill(cta.text, { percent: FIRST_GAME_DISCOUNT_PERCENT })}</p>
        <div className="hero-actions">
          <a className="btn btn-light btn-large" href="/register">
            {cta.button}
            <ArrowIcon />
          </a>
          <a className="btn btn-on-green btn-large" href="/login">
            {cta.secondary}
          </a>
        </div>
      </div>
    </section>
  );
}
