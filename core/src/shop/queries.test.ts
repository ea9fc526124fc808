import { describe, expect, it } from 'vitest';
import { encodeShopCursor } from './listing';
import { messagesOf } from '../test-support/schemaErrors';
import { shopListingQuerySchema, shopListQuerySchema } from './queries';

describe('shopListingQuerySchema', () => {
  const schema = shopListingQuerySchema(30);

  it('accepts nothing, a slug, a page size within the largest, a cursor and a search', async () => {
    expect(await messagesOf(schema, {})).toEqual([]);
    expect(await messagesOf(schema, { slug: 'classic-cuts' })).toEqual([]);
    expect(await messagesOf(schema, { limit: '1', cursor: encodeShopCursor({ name: 'A', id: 'b' }), q: 'bar' })).toEqual([]);
    expect(await messagesOf(schema, { limit: '30', cursor: '', q: '' })).toEqual([]);
  });

  it('refuses a page size outside 1 to the largest, with the largest in the message', async () => {
    for (const limit of ['0', '31', '-1', '2.5', 'ten', '123456'])
      expect((await messagesOf(schema, { limit })).at(-1)).toBe('limit must be a whole number from 1 to 30');
    expect(await messagesOf(shopListQuerySchema, { limit: '51' })).toEqual(['limit must be a whole number from 1 to 50']);
    expect(await messagesOf(shopListQuerySchema, { limit: '50' })).toEqual([]);
  });

  it('refuses a cursor no page handed out and a search with no letter or digit', async () => {
    expect(await messagesOf(schema, { cursor: 'abc' })).toEqual(['cursor must be the cursor of a previous page']);
    expect(await messagesOf(schema, { q: '!!' })).toEqual(['q must contain a letter or a digit']);
    expect(await messagesOf(schema, { q: ['a', 'b'] })).toEqual(['q must be a single value']);
    expect(await messagesOf(schema, { q: 'x'.repeat(101) })).toEqual(['q must be at most 100 characters']);
  });
});
