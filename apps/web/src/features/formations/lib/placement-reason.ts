import { type ReasonPart, reasonParts } from '@oyna/formation';
import type { PlacementReasonBody } from '@oyna/shared';
import type { TFunction } from 'i18next';

/** The solver's reason with the field names of @oyna/formation, to order its parts the same way. */
export function partsOfReason(reason: PlacementReasonBody): ReasonPart[] {
  return reasonParts({
    role: reason.role,
    fit: reason.fit,
    via: reason.via,
    foot: reason.foot,
    footSuits: reason.foot_suits,
    strength: reason.strength,
    strengthSource: reason.strength_source,
    strongSkills: reason.strong_skills,
    locked: reason.locked,
  });
}

function partText(part: ReasonPart, t: TFunction): string {
  switch (part.kind) {
    case 'locked':
      return t('formations.reason.locked');
    case 'fit':
      if (
        part.via !== null &&
        (part.fit === 'sameLine' || part.fit === 'adjacentLine' || part.fit === 'farLine')
      )
        return t(`formations.reason.fit_via.${part.fit}`, {
          position: t(`onboarding.preferences.positions.${part.via}`),
        });
      return t(`formations.reason.fit.${part.fit}`);
    case 'foot':
      if (part.foot === 'unknown') return t('formations.reason.foot_unknown');
      if (part.suits || part.foot === 'both') return t(`formations.reason.foot.${part.foot}`);
      return t(`formations.reason.foot_other.${part.foot}`);
    case 'skills':
      return t('formations.reason.skills', {
        skills: part.skills.map((skill) => t(`onboarding.skills.names.${skill}`)).join(', '),
      });
    case 'strength':
      return t(`formations.reason.strength.${part.source}`, { value: part.strength });
  }
}

/** One line for a placement, in the viewer's language: "Left back: secondary position, left foot". */
export function reasonText(reason: PlacementReasonBody, t: TFunction): string {
  return t('formations.reason.line', {
    role: t(`onboarding.preferences.positions.${reason.role}`),
    parts: partsOfReason(reason)
      .map((part) => partText(part, t))
      .join(', '),
  });
}
