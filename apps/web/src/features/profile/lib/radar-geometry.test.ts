import { describe, expect, it } from 'vitest';
import { axisAngle, axisLabel, radarPoint, radarPolygon, radarRings, wrapLabel } from './radar-geometry';

const frame = { center: { x: 100, y: 100 }, radius: 50, max: 10 };

describe('the skills radar geometry', () => {
  it('puts the first axis straight up and the next ones clockwise', () => {
    expect(axisAngle(0, 4)).toBeCloseTo(-Math.PI / 2);
    expect(radarPoint(frame, 0, 4, 10)).toEqual({ x: 100, y: 50 });
    expect(radarPoint(frame, 1, 4, 10)).toEqual({ x: 150, y: 100 });
    expect(radarPoint(frame, 2, 4, 10)).toEqual({ x: 100, y: 150 });
    expect(radarPoint(frame, 3, 4, 10)).toEqual({ x: 50, y: 100 });
  });

  it('scales a value along its axis: half the scale is half the radius', () => {
    expect(radarPoint(frame, 1, 4, 5)).toEqual({ x: 125, y: 100 });
  });

  it('keeps values outside the scale on the chart', () => {
    expect(radarPoint(frame, 0, 4, 14)).toEqual({ x: 100, y: 50 });
    expect(radarPoint(frame, 0, 4, -3)).toEqual({ x: 100, y: 100 });
  });

  it('draws a closed shape through one point per value', () => {
    expect(radarPolygon(frame, [10, 10, 10, 10])).toBe('100,50 150,100 100,150 50,100');
    const ten = radarPolygon(
      frame,
      Array.from({ length: 10 }, () => 7),
    ).split(' ');
    expect(ten).toHaveLength(10);
  });

  it('draws one grid ring per level', () => {
    const rings = radarRings(frame, 4, [5, 10]);
    expect(rings).toEqual(['100,75 125,100 100,125 75,100', '100,50 150,100 100,150 50,100']);
  });

  it('hangs labels away from the chart: centred at top and bottom, outward on the sides', () => {
    expect(axisLabel(frame, 0, 4, 10)).toEqual({
      point: { x: 100, y: 40 },
      anchor: 'middle',
      baseline: 'bottom',
    });
    expect(axisLabel(frame, 1, 4, 10)).toMatchObject({
      point: { x: 160, y: 100 },
      anchor: 'start',
      baseline: 'middle',
    });
    expect(axisLabel(frame, 2, 4, 10)).toMatchObject({ anchor: 'middle', baseline: 'top' });
    expect(axisLabel(frame, 3, 4, 10)).toMatchObject({ anchor: 'end' });
  });

  it('wraps a long label at spaces and keeps a long word whole', () => {
    expect(wrapLabel('Ötürmə dəqiqliyi', 10)).toEqual(['Ötürmə', 'dəqiqliyi']);
    expect(wrapLabel('Shot power', 10)).toEqual(['Shot power']);
    expect(wrapLabel('Выносливость', 8)).toEqual(['Выносливость']);
    expect(wrapLabel('  a b  c ', 3)).toEqual(['a b', 'c']);
  });
});
