import type { LandingCopy } from '../landing-copy';

const QUOTES = [1, 2, 3] as const;

export function TestimonialsSection({ copy }: { copy: LandingCopy }) {
  const { testimonials } = copy;
  return (
    <section id="testimonials" className="section" aria-labelledby="testimonials-title">
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">{testimonials.eyebrow}</p>
          <h2 id="testimonials-title">{testimonials.title}</h2>
        </div>
        <ul className="quote-grid">
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
      </div>
    </section>
  );
}
