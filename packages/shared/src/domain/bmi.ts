/** Bands of the body-mass index for adults (WHO): below 18.5, below 25, below 30, and above. */
export const BMI_BANDS = ['underweight', 'normal', 'overweight', 'obese'] as const;
export type BmiBand = (typeof BMI_BANDS)[number];

/** The adult bands do not apply to children and teenagers (WHO uses BMI-for-age there). */
export const BMI_BAND_MIN_AGE = 18;

/** Weight in kg over the square of the height in metres, to one decimal. */
export function bodyMassIndex(heightCm: number, weightKg: number): number {
  const metres = heightCm / 100;
  return Math.round((weightKg / (metres * metres)) * 10) / 10;
}

/** The WHO adult band of a BMI (the rounded value shown to the player, so label and number agree). */
export function bmiBand(bmi: number): BmiBand {
  if (bmi < 18.5) return 'underweight';
  if (bmi < 25) return 'normal';
  if (bmi < 30) return 'overweight';
  return 'obese';
}

/** The band to show a player of `age`: none under 18, where adult cut-offs would mislabel growing bodies. */
export function bmiBandForAge(bmi: number, age: number | null): BmiBand | null {
  return age !== null && age >= BMI_BAND_MIN_AGE ? bmiBand(bmi) : null;
}
