/**
 * Bad input to one of the pure engines (balancer, formation, competition): `code` is stable for the
 * API to map to a 4xx, `subject` names what the problem is about (a player, slot, team, match or
 * pitch id) when there is one. Each engine extends it with its own codes and name.
 */
export class EngineInputError<Code extends string> extends Error {
  constructor(
    readonly code: Code,
    message: string,
    readonly subject?: string,
  ) {
    super(message);
  }
}
