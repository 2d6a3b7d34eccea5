import { describe, expect, it } from 'vitest';
import { BMI_BANDS, BMI_BAND_EDGES, bmiBand, bmiBandForAge, bodyMassIndex } from './bmi.js';

describe('bodyMassIndex', () => {
  it('is kg over metres squared, to one decimal', () => {
    expect(bodyMassIndex(181, 76.5)).toBe(23.4);
    expect(bodyMassIndex(200, 100)).toBe(25);
    expect(bodyMassIndex(150, 45)).toBe(20);
  });
});

describe('bmiBand', () => {
  it('uses the WHO adult cut-offs 18.5, 25 and 30', () => {
    expect(bmiBand(18.4)).toBe('underweight');
    expect(bmiBand(18.5)).toBe('normal');
    expect(bmiBand(24.9)).toBe('normal');
    expect(bmiBand(25)).toBe('overweight');
    expect(bmiBand(29.9)).toBe('overweight');
    expect(bmiBand(30)).toBe('obese');
  });

  it('exports its edges in band order, so a drawn scale changes band exactly where bmiBand does', () => {
    expect(BMI_BAND_EDGES).toHaveLength(BMI_BANDS.length - 1);
    BMI_BAND_EDGES.forEach((edge, index) => {
      expect(bmiBand(edge - 0.1)).toBe(BMI_BANDS[index]);
      expect(bmiBand(edge)).toBe(BMI_BANDS[index + 1]);
    });
  });

  it('labels the rounded value, so the number shown and its band agree', () => {
    // 24.96 shows as 25.0: overweight, not normal
    const bmi = bodyMassIndex(200, 99.85);
    expect(bmi).toBe(25);
    expect(bmiBand(bmi)).toBe('overweight');
  });

  it('gives no band under 18 or without an age', () => {
    expect(bmiBandForAge(17, 17)).toBeNull();
    expect(bmiBandForAge(17, null)).toBeNull();
    expect(bmiBandForAge(17, 18)).toBe('underweight');
  });
});
