/** The colour names a team's colours are read as (`teams.colour_names.*` in each language). */
export const COLOUR_NAMES = [
  'white',
  'black',
  'grey',
  'red',
  'maroon',
  'orange',
  'yellow',
  'green',
  'dark_green',
  'light_blue',
  'blue',
  'navy',
  'purple',
  'pink',
  'brown',
] as const;
export type ColourName = (typeof COLOUR_NAMES)[number];

/**
 * The name a person would give a team colour picked freely (`#rrggbb`): the nearest of a short list
 * of football-kit colours by hue, lightness and saturation, so a swatch is read as "Tünd yaşıl",
 * never as "#1b5e20".
 */
export function colourName(hex: string): ColourName {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((part) => part / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const delta = max - min;
  const saturation = delta === 0 ? 0 : delta / (1 - Math.abs(2 * lightness - 1));
  if (lightness >= 0.9) return 'white';
  if (lightness <= 0.12) return 'black';
  if (saturation < 0.15) return lightness > 0.75 ? 'white' : lightness < 0.2 ? 'black' : 'grey';
  let hue = 0;
  if (max === r) hue = ((g - b) / delta) % 6;
  else if (max === g) hue = (b - r) / delta + 2;
  else hue = (r - g) / delta + 4;
  hue = (hue * 60 + 360) % 360;
  const dark = lightness < 0.3;
  if (hue < 15 || hue >= 345) return dark ? 'maroon' : lightness > 0.7 ? 'pink' : 'red';
  if (hue < 40) return lightness < 0.4 ? 'brown' : 'orange';
  if (hue < 70) return lightness < 0.35 ? 'brown' : 'yellow';
  if (hue < 165) return dark ? 'dark_green' : 'green';
  if (hue < 200) return 'light_blue';
  if (hue < 250) return dark ? 'navy' : lightness > 0.6 ? 'light_blue' : 'blue';
  if (hue < 290) return 'purple';
  return dark ? 'purple' : 'pink';
}
