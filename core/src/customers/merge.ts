import * as yup from 'yup';
import type { Appointment, Customer } from '../model/types';
import { docId } from '../validation/fields';
import { FIELD_LIMITS } from '../validation/fieldLimits';

/** Kept apart by a blank line, so the owner sees where each record's notes began. */
const NOTES_SEPARATOR = '\n\n';

type Details = Pick<Customer, 'name' | 'phone' | 'email' | 'notes'>;

export interface CustomerMerge {
  /** what the kept record changes: an email it lacked, the notes joined; empty when nothing */
  keptChanges: Partial<Pick<Customer, 'email' | 'notes'>>;
  /** written on each of the duplicate's appointments: they belong to the kept customer now */
  appointmentChanges: Pick<Appointment, 'customerId' | 'customerName' | 'customerPhone' | 'customerEmail'>;
}

/** Both records' notes, the kept one's first; one of them alone when the other is empty or the same. */
export function joinedNotes(kept: string, duplicate: string): string {
  const a = kept.trim();
  const b = duplicate.trim();
  if (!b || a === b) return a;
  if (!a) return b;
  return `${a}${NOTES_SEPARATOR}${b}`;
}

/**
 * Two records of one person become one: the kept customer keeps its name and phone, takes the
 * duplicate's email when it has none, and the notes of both. Null when the joined notes would not
 * fit the notes field (the owner shortens them first rather than losing a part).
 */
export function planCustomerMerge(keptId: string, kept: Details, duplicate: Details): CustomerMerge | null {
  const notes = joinedNotes(kept.notes, duplicate.notes);
  if (notes.length > FIELD_LIMITS.customer.notes.max) return null;
  const email = kept.email || duplicate.email;
  const keptChanges: CustomerMerge['keptChanges'] = {};
  if (email !== kept.email) keptChanges.email = email;
  if (notes !== kept.notes) keptChanges.notes = notes;
  return {
    keptChanges,
    appointmentChanges: { customerId: keptId, customerName: kept.name, customerPhone: kept.phone, customerEmail: email },
  };
}

/** POST /api/barbershops/{shopId}/customers/{customerId}/merge: the duplicate to fold into the customer. */
export const mergeCustomerSchema = yup.object({
  duplicateId: docId('duplicateId').required('duplicateId is required'),
});
/** @public the request body its schema accepts, for the API's typed endpoint table (core/api) */
export type MergeCustomerInput = yup.InferType<typeof mergeCustomerSchema>;
