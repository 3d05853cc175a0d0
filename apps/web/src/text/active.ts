/**
 * The active language's table behind the one `text` every module imports: a read-only view that
 * looks each text up in the active catalogue when it is read, so module-level aliases
 * (`const t = text.join.waitingRoom;`) follow a change of language too. A text the active
 * catalogue lacks falls back to English.
 */
let active: object | null = null;

/** Makes `catalogue` the table `text` reads (null: English). */
export function activateCatalogue(catalogue: object | null): void {
  active = catalogue;
}

type Node = Record<PropertyKey, unknown>;

const at = (root: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? (node as Node)[key] : undefined),
    root,
  );

const isBranch = (value: unknown): value is object => value !== null && typeof value === 'object';

export function localized<T extends object>(source: T): T {
  const views = new Map<string, object>();
  const resolve = (path: readonly string[]): Node => {
    const value = active ? at(active, path) : undefined;
    return (value === undefined ? at(source, path) : value) as Node;
  };
  const view = (path: readonly string[]): object => {
    const id = path.join('\u0000');
    const known = views.get(id);
    if (known) return known;
    const read = (key: PropertyKey): unknown => {
      if (typeof key !== 'string') return resolve(path)[key];
      const value = resolve([...path, key]);
      return isBranch(value) ? view([...path, key]) : value;
    };
    // An array stays an array (Array.isArray, React children); its methods read through `get`.
    const made = new Proxy(Array.isArray(at(source, path)) ? [] : {}, {
      get: (_target, key) => read(key),
      has: (_target, key) => key in resolve(path),
      ownKeys: () => Reflect.ownKeys(resolve(path)),
      getOwnPropertyDescriptor: (target, key) => {
        const found = Reflect.getOwnPropertyDescriptor(resolve(path), key);
        if (!found) return undefined;
        const fixed = Reflect.getOwnPropertyDescriptor(target, key);
        return {
          ...found,
          ...('value' in found ? { value: read(key) } : {}),
          configurable: fixed ? fixed.configurable : true,
        };
      },
      set: () => false,
      defineProperty: () => false,
      deleteProperty: () => false,
    });
    views.set(id, made);
    return made;
  };
  return view([]) as T;
}
