// The emulator does not enforce indexes, so a missing composite index would only show in
// production. This keeps firestore.indexes.json in step with docs/firestore-queries.md: each
// query shape that needs a composite index or a collection-group override has it, and the file
// passes firebase-tools' own validation (what `firebase deploy --only firestore:indexes` runs).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: string;
}
interface Spec {
  indexes: { collectionGroup: string; queryScope: 'COLLECTION' | 'COLLECTION_GROUP'; fields: IndexField[] }[];
  fieldOverrides: { collectionGroup: string; fieldPath: string; indexes: { order?: string; queryScope: string }[] }[];
}

const spec = JSON.parse(readFileSync(join(__dirname, '../../firestore.indexes.json'), 'utf8')) as Spec;

/** Query shapes (docs/firestore-queries.md) that need a composite index: equality fields first, then the range/order field(s). */
const composites: {
  query: string;
  collectionGroup: string;
  scope: 'COLLECTION' | 'COLLECTION_GROUP';
  /** an array-contains field is written CONTAINS (its arrayConfig) */
  fields: [string, 'ASCENDING' | 'DESCENDING' | 'CONTAINS'][];
}[] = [
  {
    query: 'web 5: appointments date range, orderBy date, time',
    collectionGroup: 'appointments',
    scope: 'COLLECTION',
    fields: [
      ['date', 'ASCENDING'],
      ['time', 'ASCENDING'],
    ],
  },
  {
    query: 'web 6: appointments barberId ==, date range, orderBy date',
    collectionGroup: 'appointments',
    scope: 'COLLECTION',
    fields: [
      ['barberId', 'ASCENDING'],
      ['date', 'ASCENDING'],
    ],
  },
  {
    query: 'web 7 and listTimeBlocks: timeBlocks barberId ==, endDate >=, orderBy endDate',
    collectionGroup: 'timeBlocks',
    scope: 'COLLECTION',
    fields: [
      ['barberId', 'ASCENDING'],
      ['endDate', 'ASCENDING'],
    ],
  },
  {
    query: 'slot engine: timeBlocks barberId ==, startDate <=',
    collectionGroup: 'timeBlocks',
    scope: 'COLLECTION',
    fields: [
      ['barberId', 'ASCENDING'],
      ['startDate', 'ASCENDING'],
    ],
  },
  {
    query: 'public shop listing search: barbershops searchKeys array-contains, orderBy name',
    collectionGroup: 'barbershops',
    scope: 'COLLECTION',
    fields: [
      ['searchKeys', 'CONTAINS'],
      ['name', 'ASCENDING'],
    ],
  },
  {
    query: 'reminder/thank-you jobs: group appointments status ==/in, start range',
    collectionGroup: 'appointments',
    scope: 'COLLECTION_GROUP',
    fields: [
      ['status', 'ASCENDING'],
      ['start', 'ASCENDING'],
    ],
  },
  {
    query: 'no-show-preauths job: group appointments payment.kind ==, status ==, start range',
    collectionGroup: 'appointments',
    scope: 'COLLECTION_GROUP',
    fields: [
      ['payment.kind', 'ASCENDING'],
      ['status', 'ASCENDING'],
      ['start', 'ASCENDING'],
    ],
  },
  {
    query: 'no-show-preauths job: group appointments payment.preauth.status ==, start range',
    collectionGroup: 'appointments',
    scope: 'COLLECTION_GROUP',
    fields: [
      ['payment.preauth.status', 'ASCENDING'],
      ['start', 'ASCENDING'],
    ],
  },
  {
    query: 'releaseExpiredHolds job: holds state ==, expiresAt <=',
    collectionGroup: 'holds',
    scope: 'COLLECTION',
    fields: [
      ['state', 'ASCENDING'],
      ['expiresAt', 'ASCENDING'],
    ],
  },
  {
    query: 'waitlist offerFreedTimes: waitlist state ==, dates array-contains-any',
    collectionGroup: 'waitlist',
    scope: 'COLLECTION',
    fields: [
      ['state', 'ASCENDING'],
      ['dates', 'CONTAINS'],
    ],
  },
  {
    query: 'waitlist-offers job: group waitlistOffers state ==, expiresAt <=',
    collectionGroup: 'waitlistOffers',
    scope: 'COLLECTION_GROUP',
    fields: [
      ['state', 'ASCENDING'],
      ['expiresAt', 'ASCENDING'],
    ],
  },
];

/** Collection-group equality lookups need the field's group-scope index switched on. */
const groupLookups: [string, string][] = [
  ['barbers', 'id'],
  ['appointments', 'id'],
  // the shops an account is a member of (GET /api/user/barbershops), and an invite by its token's hash
  ['members', 'id'],
  ['invites', 'tokenHash'],
  // the waitlist's private links (an entry, an offer) by id; the job's waiting entries whose dates passed
  ['waitlist', 'id'],
  ['waitlistOffers', 'id'],
  ['waitlist', 'state'],
];

describe('firestore.indexes.json', () => {
  it('passes firebase-tools’ validation of an index file', () => {
    const require = createRequire(import.meta.url);
    const { FirestoreApi } = require('firebase-tools/lib/firestore/api') as {
      FirestoreApi: new () => { validateSpec: (s: unknown) => void };
    };
    expect(() => new FirestoreApi().validateSpec(spec)).not.toThrow();
  });

  for (const c of composites) {
    it(`has the composite index for ${c.query}`, () => {
      const match = spec.indexes.filter(
        (i) =>
          i.collectionGroup === c.collectionGroup &&
          i.queryScope === c.scope &&
          JSON.stringify(i.fields.map((f) => [f.fieldPath, f.order ?? f.arrayConfig])) === JSON.stringify(c.fields),
      );
      expect(match).toHaveLength(1);
    });
  }

  for (const [group, field] of groupLookups) {
    it(`enables collection-group ${group}.${field} == lookups and keeps its collection index`, () => {
      const override = spec.fieldOverrides.find((o) => o.collectionGroup === group && o.fieldPath === field);
      expect(override?.indexes).toEqual(
        expect.arrayContaining([
          { order: 'ASCENDING', queryScope: 'COLLECTION' },
          { order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' },
        ]),
      );
    });
  }

  it('has no collection-group lookup of time blocks by id (a client chooses their ids: looked up by path)', () => {
    expect(spec.fieldOverrides.find((o) => o.collectionGroup === 'timeBlocks' && o.fieldPath === 'id')).toBeUndefined();
  });

  it('holds no index that no documented query needs', () => {
    expect(spec.indexes).toHaveLength(composites.length);
    expect(spec.fieldOverrides).toHaveLength(groupLookups.length);
  });
});
