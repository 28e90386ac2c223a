import type { AdminView, CollectionSpec } from './field';

/**
 * A spec with its admin view, as the admin's catalogue uses it; the columns and
 * search must name the spec's fields. A collection a public page reads keeps its
 * view in a file of its own (`<name>.view.ts`): a bundle splits by module, and a
 * page's script would carry every text of a module it shares with the admin.
 */
export const view = <const S extends CollectionSpec, const V extends AdminView<S>>(
  spec: S,
  admin: V,
): S & V => ({ ...spec, ...admin });
