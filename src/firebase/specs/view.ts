import type { AdminView, CollectionSpec } from './field';
import type { Collections } from './index';

/**
 * A spec with its admin view, as the admin's catalogue uses it; the columns and
 * search must name the spec's fields, and the collection must be named in the
 * registry's Collections (by the view's file: see index.ts). A collection a public
 * page reads keeps its view in a file of its own (`<name>.view.ts`): a bundle splits
 * by module, and a page's script would carry every text of a module it shares with
 * the admin.
 */
export const view = <
  const S extends CollectionSpec & { readonly collection: keyof Collections },
  const V extends AdminView<S>,
>(
  spec: S,
  admin: V,
): S & V => ({ ...spec, ...admin });
