// What a list read asks for, the same for both data paths: a visitor's over REST
// (visitor/rest.ts) and a signed-in user's through the SDK (signed-in/db.ts).
export type Filter = [field: string, op: '==' | 'in' | '>=', value: unknown];

export interface ListQuery {
  where?: Filter[];
  orderBy?: [field: string, direction: 'asc' | 'desc'];
  limit?: number;
}
