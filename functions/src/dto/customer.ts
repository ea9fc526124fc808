import type { CustomerDto, TimeBlockDto } from '@barbershop/core/api';
import type { Customer, TimeBlock } from '@barbershop/core/model';

export function toCustomerDto(c: Customer): CustomerDto {
  return {
    id: c.id,
    shopId: c.shopId,
    barbershopId: c.shopId,
    name: c.name,
    phone: c.phone,
    email: c.email ?? '',
    notes: c.notes ?? '',
    createdAt: (c.createdAt ?? new Date(0)).toISOString(),
  };
}

export function toTimeBlockDto(b: TimeBlock): TimeBlockDto {
  return {
    id: b.id,
    shopId: b.shopId,
    barberId: b.barberId,
    startDate: b.startDate,
    endDate: b.endDate,
    startTime: b.startTime ?? null,
    endTime: b.endTime ?? null,
    isAllDay: b.isAllDay,
    reason: b.reason,
    notes: b.notes ?? '',
  };
}
