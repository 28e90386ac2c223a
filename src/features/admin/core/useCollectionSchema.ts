import { useParams } from 'react-router';
import { schemaOf, type CollectionSchema } from './schema';

/** The schema the URL names (/admin/katalog/:collection), or null for an unknown one. */
export function useCollectionSchema(): CollectionSchema | null {
  const { collection = '' } = useParams();
  return schemaOf(collection) ?? null;
}
