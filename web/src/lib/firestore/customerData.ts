// The Customers tab's own Firestore reads and writes (profile history, edits, the export's range).
import type { Appointment, Customer } from '@barbershop/core/model';
import { doc, getDocs, updateDoc } from 'firebase/firestore';
import { useFirestoreCollectionData } from 'reactfire';
import { firestore } from './db';
import { appointmentsQuery, customerAppointmentsQuery } from './shopQueries';

/** One customer's appointments, live (undefined until the first snapshot). */
export function useCustomerAppointments(shopId: string, customerId: string): Appointment[] | undefined {
  return useFirestoreCollectionData(customerAppointmentsQuery(shopId, customerId), { idField: 'id' }).data;
}

export type CustomerChanges = Pick<Customer, 'name' | 'phone' | 'email' | 'notes'>;

/** The owner edits a customer's details: one owned document, the rules check the fields. */
export function updateCustomer(shopId: string, customerId: string, changes: CustomerChanges): Promise<void> {
  return updateDoc(doc(firestore(), 'barbershops', shopId, 'customers', customerId), { ...changes });
}

/** The shop's appointments from one date to another (the overview's query, read once for an export). */
export async function appointmentsBetween(shopId: string, from: string, to: string): Promise<Appointment[]> {
  const snap = await getDocs(appointmentsQuery(shopId, from, to));
  return snap.docs.map((d) => ({ ...d.data(), id: d.id }));
}
