import type { ReactNode } from 'react';
import { fill, type LandingCopy } from '../landing-copy';
import { MAX_LOYALTY_DISCOUNT } from '../landing-data';
import {
  CameraIcon,
  ChartIcon,
  PinIcon,
  ScaleIcon,
  StarIcon,
  TeamIcon,
  TrophyIcon,
  WhistleIcon,
} from './icons';
import { LandingSection } from './landing-section';

const FEATURES = [
  ['venues', <PinIcon key="i" />, false],
  ['balancing', <ScaleIcon key="i" />, false],
  ['referees', <WhistleIcon key="i" />, false],
  ['media', <CameraIcon key="i" />, true],
  ['tournaments', <TrophyIcon key="i" />, false],
  ['stats', <ChartIcon key="i" />, false],
  ['loyalty', <StarIcon key="i" />, false],
  ['teams', <TeamIcon key="i" />, false],
] as const satisfies readonly (readonly [string, ReactNode, boolean])[];

export function FeaturesSection({ copy }: { copy: LandingCopy }) {
  const { features } = copy;
  return (
    <LandingSection id="features" eyebrow={features.eyebrow} title={features.title} lead={features.lead}>
      <ul className="grid-four">
        {FEATURES.map(([key, icon, soon]) => (
          <li key={key} className="card feature" data-testid={`feature-${key}`}>
            <span className="feature-icon">{icon}</span>
            <h3>
              {features[`${key}_title`]}
              {soon && <span className="badge">{features.soon}</span>}
            </h3>
            <p>{fill(features[`${key}_text`], { percent: MAX_LOYALTY_DISCOUNT })}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
