import { describe, expect, it } from 'vitest';
import { colourName } from './colour-name';

describe('a team colour is read by its name, not its hex code', () => {
  it.each([
    ['#ffffff', 'white'],
    ['#000000', 'black'],
    ['#808080', 'grey'],
    ['#1b5e20', 'dark_green'],
    ['#2e7d32', 'green'],
    ['#d32f2f', 'red'],
    ['#7b1fa2', 'purple'],
    ['#800000', 'maroon'],
    ['#ff9800', 'orange'],
    ['#ffeb3b', 'yellow'],
    ['#1565c0', 'blue'],
    ['#0d1b4c', 'navy'],
    ['#4fc3f7', 'light_blue'],
    ['#f48fb1', 'pink'],
    ['#6d4c41', 'brown'],
  ])('%s is %s', (hex, name) => {
    expect(colourName(hex)).toBe(name);
  });
});
