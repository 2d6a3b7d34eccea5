/**
 * A schema built the first time it is used (decision 100): the web's build wraps every schema the
 * shared contracts build at the top of their modules in this (src/build/lazy-contracts.ts), so that
 * loading a page no longer builds every schema its files import, only those it parses with or
 * composes into one it parses with. The API builds them as they are.
 *
 * The stand-in forwards everything to the schema, built on the first touch: reading a property
 * (`parse`, `shape`, zod's own `_zod`), `in`, its keys (a spread), its prototype and `instanceof`
 * (zod's classes answer `instanceof` from `_zod`). A method read from it is the schema's own,
 * bound to the schema, and the same function each time.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  // Each of the schema's methods bound to it, once: the same function each time it is read.
  const bound = new WeakMap<(...args: never[]) => unknown, unknown>();
  return new Proxy({} as T, {
    get(_, key) {
      const value: unknown = Reflect.get(schema(), key);
      if (typeof value !== 'function') return value;
      const method = value as (...args: never[]) => unknown;
      if (!bound.has(method)) bound.set(method, method.bind(schema()));
      return bound.get(method);
    },
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor(_, key) {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      // The stand-in's own target has none of these: a proxy may not call them unchangeable.
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
