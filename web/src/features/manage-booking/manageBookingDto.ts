// TODO(merge): replace with core's ManageBookingDto
/** GET /api/appointments/{id}/manage?t={token} and POST /api/appointments/{id}/reschedule. */
export interface ManageBookingDto {
  appointment: {
    id: string;
    status: 'scheduled' | 'completed' | 'cancelled' | 'no_show';
    /** YYYY-MM-DD in the shop's zone */
    date: string;
    /** HH:mm in the shop's zone */
    time: string;
    durationMin: number;
    pricePence: number;
    serviceId: string;
    serviceName: string;
    barberId: string;
    barberName: string;
    customerFirstName: string;
    /** ISO instants */
    start: string;
    end: string;
  };
  shop: {
    id: string;
    name: string;
    slug: string;
    address: string;
    /** E.164 */
    phone: string;
    email: string;
    timezone: string;
  };
  /** ISO instant until which the booking can be changed online */
  manageUntil: string | null;
  canManage: boolean;
  /** a Firebase custom token for this booking's own identity (cancel, live document) */
  firebaseToken: string;
}

/** POST /api/appointments/{id}/reschedule; barberId '' is any available stylist. */
export interface RescheduleRequest {
  token: string;
  date: string;
  time: string;
  barberId: string;
}
