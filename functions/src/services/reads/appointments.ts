import type { Appointment } from '@barbershop/core/model';
import { isDocId } from '@barbershop/core/validation';
import { allAppointments } from '../../data/collections';
import { notFound } from '../../errors';

/** An appointment by id alone (collection group): unknown 404. */
export async function findAppointment(appointmentId: string): Promise<Appointment> {
  if (!isDocId(appointmentId)) throw notFound('Appointment not found');
  const snap = await allAppointments().where('id', '==', appointmentId).limit(1).get();
  const appointment = snap.docs[0]?.data();
  if (!appointment) throw notFound('Appointment not found');
  return appointment;
}
