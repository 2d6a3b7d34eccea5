/** At most `max` characters (whole characters, not halves of one), with an ellipsis when cut. */
export function clip(value: string, max: number): string {
  const characters = Array.from(value.trim());
  return characters.length <= max ? characters.join('') : `${characters.slice(0, max - 1).join('')}…`;
}
