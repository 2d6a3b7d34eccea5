import type { LandingCopy } from '../landing-copy';
import { LandingSection } from './landing-section';

const QUOTES = [1, 2, 3] as const;

export function TestimonialsSection({ copy }: { copy: LandingCopy }) {
  const { testimonials } = copy;
  return (
    <LandingSection id="testimonials" eyebrow={testimonials.eyebrow} title={testimonials.title}>
      <ul className="grid-three">
        {QUOTES.map((index) => {
          const name = testimonials[`name${index}`];
          return (
            <li key={index} className="card quote">
              <figure>
                <blockquote>
                  <p>{testimonials[`quote${index}`]}</p>
                </blockquote>
                <figcaption>
                  <span className="avatar" aria-hidden="true">
                    {name.slice(0, 1)}
                  </span>
                  <span>
                    <strong>{name}</strong>
                    <span className="quote-detail">{testimonials[`detail${index}`]}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </LandingSection>
  );
}
