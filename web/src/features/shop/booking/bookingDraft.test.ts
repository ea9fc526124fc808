import { describe, expect, it } from 'vitest';
import { draftStore, EMPTY_DETAILS, parseDraft } from './bookingDraft';
import { initialChoice, type BookingChoice } from './bookingState';

const choice: BookingChoice = { serviceIds: ['cut'], barberId: '', date: '2030-01-15', time: '10:30' };
const details = { name: 'Ada Lovelace', phone: '07700 900123', email: 'ada@example.com', notes: 'Short', terms: true };

/** sessionStorage as a Map, optionally refusing every call as a locked-down browser does. */
function fakeStorage(refuse = false) {
  const items = new Map<string, string>();
  const guard = () => {
    if (refuse) throw new DOMException('denied', 'SecurityError');
  };
  return {
    items,
    getItem: (k: string) => (guard(), items.get(k) ?? null),
    setItem: (k: string, v: string) => (guard(), void items.set(k, v)),
    removeItem: (k: string) => (guard(), void items.delete(k)),
  };
}

describe('booking draft', () => {
  it('keeps the choice and the details per shop, and a new page of the tab reads them back', () => {
    const storage = fakeStorage();
    const drafts = draftStore(storage);
    drafts.saveChoice('shop-a', choice);
    drafts.saveDetails('shop-a', details);
    expect(drafts.load('shop-a')).toEqual({ choice, details });
    expect(drafts.load('shop-b')).toEqual({ choice: initialChoice, details: EMPTY_DETAILS });

    // a reload: a new page (new memory) over the same tab's storage
    expect(draftStore(storage).load('shop-a')).toEqual({ choice, details });
  });

  it('saving one part keeps the other', () => {
    const drafts = draftStore(fakeStorage());
    drafts.saveDetails('shop-a', details);
    drafts.saveChoice('shop-a', initialChoice);
    expect(drafts.load('shop-a').details).toEqual(details);
  });

  it('forgets everything once the booking is made', () => {
    const storage = fakeStorage();
    const drafts = draftStore(storage);
    drafts.saveChoice('shop-a', choice);
    drafts.saveDetails('shop-a', details);
    drafts.clear('shop-a');
    expect(drafts.load('shop-a')).toEqual({ choice: initialChoice, details: EMPTY_DETAILS });
    expect(storage.items.size).toBe(0);
  });

  it('still keeps the draft for this page when the browser refuses storage', () => {
    const drafts = draftStore(fakeStorage(true));
    drafts.saveDetails('shop-a', details);
    expect(drafts.load('shop-a').details).toEqual(details);
    expect(draftStore(null).load('shop-a').details).toEqual(EMPTY_DETAILS);
  });

  it('reads anything that is not a draft as empty, field by field', () => {
    const empty = { choice: initialChoice, details: EMPTY_DETAILS };
    expect(parseDraft(null)).toEqual(empty);
    expect(parseDraft('not json')).toEqual(empty);
    expect(parseDraft('null')).toEqual(empty);
    expect(
      parseDraft(JSON.stringify({ choice: { serviceIds: ['cut', 7], barberId: 3 }, details: { name: 'Ada', terms: 'yes' } })),
    ).toEqual({ choice: { ...initialChoice, serviceIds: ['cut'] }, details: { ...EMPTY_DETAILS, name: 'Ada' } });
  });
});
