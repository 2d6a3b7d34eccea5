import { describe, expect, it } from 'vitest';
import { formatDelta, deltaTone } from '../../lib/format-delta';
import {
  type ChartFrame,
  chartPaths,
  nearestIndex,
  ratingDomain,
  ratingScale,
  ratingTicks,
  summarizeRatings,
  xLabelIndices,
} from './rating-chart-scale';

const frame: ChartFrame = { width: 340, height: 220, top: 10, right: 10, bottom: 30, left: 30 };

describe('rating chart axis', () => {
  it('pads the ratings onto round numbers with at most four intervals', () => {
    const { domain, step } = ratingDomain([48, 55, 62]);
    expect(domain[0]).toBeLessThanOrEqual(48);
    expect(domain[1]).toBeGreaterThanOrEqual(62);
    expect(domain[0] % step).toBe(0);
    expect(domain[1] % step).toBe(0);
    expect((domain[1] - domain[0]) / step).toBeLessThanOrEqual(4);
  });

  it('gives a flat history at least ten points of height, centred on it', () => {
    const { domain } = ratingDomain([50, 50, 50]);
    expect(domain[1] - domain[0]).toBeGreaterThanOrEqual(10);
    expect(domain[0]).toBeLessThan(50);
    expect(domain[1]).toBeGreaterThan(50);
  });

  it('never leaves the 0-100 range of a displayed rating', () => {
    expect(ratingDomain([0, 1]).domain[0]).toBe(0);
    expect(ratingDomain([99, 100]).domain[1]).toBe(100);
    expect(ratingDomain([0, 100]).domain).toEqual([0, 100]);
  });

  it('shows the whole range without any rating', () => {
    expect(ratingDomain([])).toEqual({ domain: [0, 100], step: 25 });
  });

  it('lists a grid value every step from the bottom to the top', () => {
    expect(ratingTicks([40, 70], 10)).toEqual([40, 50, 60, 70]);
  });
});

describe('rating chart scale', () => {
  it('spreads games evenly from the left edge to the right edge, oldest first', () => {
    const scale = ratingScale([50, 52, 55], frame);
    expect(scale.x(0)).toBe(30);
    expect(scale.x(1)).toBe(180);
    expect(scale.x(2)).toBe(330);
  });

  it('puts a single game in the middle', () => {
    expect(ratingScale([50], frame).x(0)).toBe(180);
  });

  it('draws a higher rating higher up, the domain filling the plot height', () => {
    const scale = ratingScale([40, 60], frame);
    expect(scale.y(scale.domain[1])).toBe(10);
    expect(scale.y(scale.domain[0])).toBe(190);
    expect(scale.y(60)).toBeLessThan(scale.y(40));
  });

  it('finds the game nearest the pointer, clamped to the ends', () => {
    expect(nearestIndex(30, 3, frame)).toBe(0);
    expect(nearestIndex(170, 3, frame)).toBe(1);
    expect(nearestIndex(500, 3, frame)).toBe(2);
    expect(nearestIndex(-20, 3, frame)).toBe(0);
    expect(nearestIndex(200, 1, frame)).toBe(0);
  });

  it('builds the line and the filled area down to the baseline', () => {
    const paths = chartPaths(
      [
        { x: 0, y: 10 },
        { x: 50.04, y: 20 },
      ],
      100,
    );
    expect(paths.line).toBe('M0,10 L50,20');
    expect(paths.area).toBe('M0,10 L50,20 L50,100 L0,100 Z');
    expect(chartPaths([], 100)).toEqual({ line: '', area: '' });
  });

  it('labels the first and last game, and more as the width allows', () => {
    expect(xLabelIndices(0, 300)).toEqual([]);
    expect(xLabelIndices(1, 300)).toEqual([0]);
    expect(xLabelIndices(2, 300)).toEqual([0, 1]);
    const narrow = xLabelIndices(30, 150);
    expect(narrow[0]).toBe(0);
    expect(narrow[narrow.length - 1]).toBe(29);
    expect(narrow.length).toBeLessThanOrEqual(3);
    expect(xLabelIndices(30, 720).length).toBeGreaterThan(narrow.length);
  });
});

describe('rating summary for screen readers', () => {
  it('names the games, the change since before the first game, the highest and the lowest', () => {
    expect(
      summarizeRatings([
        { rating: 52, delta: 2 },
        { rating: 47, delta: -5 },
        { rating: 58, delta: 11 },
      ]),
    ).toEqual({ games: 3, first: 52, last: 58, change: 8, highest: 58, lowest: 47 });
    expect(summarizeRatings([])).toBeNull();
  });
});

describe('rating changes', () => {
  it('are written with their sign and a true minus', () => {
    expect(formatDelta(3)).toBe('+3');
    expect(formatDelta(-2)).toBe('\u22122');
    expect(formatDelta(0)).toBe('±0');
    expect([deltaTone(1), deltaTone(-1), deltaTone(0)]).toEqual(['success', 'error', 'neutral']);
  });
});
