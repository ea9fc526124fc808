import { shopSearchKeys } from '@barbershop/core/shop';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { FUNCTIONS_REGION } from '../app/region';

/**
 * Keeps a shop's `searchKeys` (the listing's search) in step with its name and address whatever
 * wrote them: the owner may change the address directly under the rules, and a shop stored
 * before the keys existed gets them at its next write. Writes only when the keys differ, so its
 * own write does not loop.
 */
export const shopSearchKeysOnWrite = onDocumentWritten(
  { document: 'barbershops/{shopId}', region: FUNCTIONS_REGION },
  async (event) => {
    const after = event.data?.after;
    if (!after?.exists) return;
    const keys = shopSearchKeys(String(after.get('name') ?? ''), String(after.get('address') ?? ''));
    const stored: unknown = after.get('searchKeys');
    if (Array.isArray(stored) && stored.length === keys.length && stored.every((k, i) => k === keys[i])) return;
    await after.ref.update({ searchKeys: keys });
  },
);
