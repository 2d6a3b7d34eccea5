/** A fixed list as the choices of a select: each value with its label (usually its translation). */
export function optionsOf<T extends string>(values: readonly T[], label: (value: T) => string) {
  return values.map((value) => ({ value, label: label(value) }));
}
