/**
 * The shape every language's text table has: the English table's keys, with its words widened to
 * any string and its functions keeping their parameters. A missing or extra key is a type error.
 */
import type { en } from './en.ts';

type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Widen<R>
      : T extends object
        ? { readonly [K in keyof T]: Widen<T[K]> }
        : T;

export type Catalogue = Widen<typeof en>;
