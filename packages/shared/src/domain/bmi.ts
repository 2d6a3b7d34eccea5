/** Bands of the body-mass index for adults (WHO), lowest first. */
export const BMI_BANDS = ['underweight', 'normal', 'overweight', 'obese'] as const;
export type BmiBand = (typeof BMI_BANDS)[number];

/**
 * The WHO adult cut-offs: band `i` of BMI_BANDS lies below edge `i` (and from edge `i - 1` up);
 * the last band has no upper edge. Underweight below 18.5, normal below 25, overweight below 30.
 */
export const BMI_BAND_EDGES = [18.5, 25, 30] as const;

/** The adult bands do not apply to children and teenagers (WHO uses BMI-for-age there). */
export const BMI_BAND_MIN_AGE = 18;

/** Weight in kg over the square of the height in metres, to one decimal. */
export function bodyMassIndex(heightCm: number, weightKg: number): number {
  const metres = heightCm / 100;
  return Math.round((weightKg / (metres * metres)) * 10) / 10;
}

/** The WHO adult band of a BMI (the rounded value shown to the player, so label and number agree). */
export function bmiBand(bmi: number): BmiBand {
  const [underweightBelow, normalBelow, overweightBelow] = BMI_BAND_EDGES;
  if (bmi < underweightBelow) return 'underweight';
  if (bmi < normalBelow) return 'normal';
  if (bmi < overweightBelow) return 'overweight';
  return 'obese';
}

/** The band to show a player of `age`: none under BMI_BAND_MIN_AGE, where adult cut-offs would mislabel growing bodies. */
export function bmiBandForAge(bmi: number, age: number | null): BmiBand | null {
  return age !== null && age >= BMI_BAND_MIN_AGE ? bmiBand(bmi) : null;
}
