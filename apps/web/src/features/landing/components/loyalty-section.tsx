import { fill, type LandingCopy } from '../landing-copy';
import { TIER_ROWS } from '../landing-data';
import { CheckIcon } from './icons';
import { LandingSection } from './landing-section';

export function LoyaltySection({ copy }: { copy: LandingCopy }) {
  const { loyalty } = copy;
  return (
    <LandingSection id="loyalty" eyebrow={loyalty.eyebrow} title={loyalty.title} lead={loyalty.lead} alt>
      <ol className="grid-four">
        {TIER_ROWS.map((row) => (
          <li key={row.tier} className={`card tier tier-${row.tier}`} data-testid={`tier-${row.tier}`}>
            <span className="tier-medal" aria-hidden="true" />
            <h3>{loyalty[row.tier]}</h3>
            <p className="tier-games">
              {row.maxGames === null
                ? fill(loyalty.games_from, { from: row.minGames })
                : fill(loyalty.games_range, { from: row.minGames, to: row.maxGames })}
            </p>
            <ul className="checklist">
              {row.benefits.length === 0 && (
                <li>
                  <CheckIcon />
                  {loyalty.start}
                </li>
              )}
              {row.benefits.map((benefit) => (
                <li key={benefit}>
                  <CheckIcon />
                  {fill(loyalty[`benefit_${benefit}`], { percent: row.discountPercent })}
                </li>
              ))}
            </ul>
            {row.next && row.benefits.length === 0 && (
              <p className="tier-next">
                {fill(loyalty.next, { games: row.next.minGames, tier: loyalty[row.next.tier] })}
              </p>
            )}
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
