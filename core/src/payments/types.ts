// The payment shapes live in core/src/model/payments.ts with the rest of the data model (the
// model's Barbershop and Appointment carry them, and the model imports no domain folder: no
// folder cycle, docs/layers.md). Code keeps importing them from here or '@barbershop/core/payments'.
export type * from '../model/payments';
