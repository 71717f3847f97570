import { record } from './catalogue-products.js';

/** Property names a store's tool takes one product's id under (Storefront, UCP, other servers). */
const ONE_ID = /^(id|product_?id|productid|gid|handle|product_?handle)$/i;
/** Property names it takes a list of ids under (lookup_catalog: ids, product_ids). */
const MANY_IDS = /^(ids|product_?ids|productids|handles)$/i;
/** How deep the id is looked for: {product_id}, {catalog: {id}}, {catalog: {ids: [...]}}. */
const DEPTH_MAX = 2;

/**
 * The arguments asking a store's product tool (get_product, lookup_catalog) about one product,
 * built from the input schema its tools/list gave, not from a name we assume: the first property
 * for one id (or a list of ids), looked for at the top and inside object properties (the UCP
 * shape puts it in `catalog`). Null when the schema has no place for an id or requires something
 * else we cannot fill.
 */
export function productArguments(schema: unknown, id: string, depth = 0): Record<string, unknown> | null {
  const properties = record(record(schema)?.properties);
  if (!properties || depth > DEPTH_MAX) return null;
  const required = (record(schema)?.required as unknown[] | undefined) ?? [];
  let filled: Record<string, unknown> | null = null;
  for (const [name, raw] of Object.entries(properties)) {
    const property = record(raw);
    const type = property?.type;
    if (ONE_ID.test(name) && (type === 'string' || type === undefined)) filled = { [name]: id };
    else if (MANY_IDS.test(name) && (type === 'array' || type === undefined)) filled = { [name]: [id] };
    else if (type === 'object') {
      const inner = productArguments(property, id, depth + 1);
      if (inner) filled = { [name]: inner };
    }
    if (filled) break;
  }
  if (!filled) return null;
  const placed = filled;
  // Whatever else it requires has no value of ours: asking would be refused.
  return required.every((name) => typeof name === 'string' && name in placed) ? placed : null;
}
