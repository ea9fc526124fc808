import type { Service, ServiceDto } from '@barbershop/core';

export function toServiceDto(service: Service): ServiceDto {
  return {
    id: service.id,
    shopId: service.shopId,
    barbershopId: service.shopId,
    name: service.name,
    description: service.description ?? '',
    durationMin: service.durationMin,
    pricePence: service.pricePence,
    isActive: service.isActive !== false,
    duration: service.durationMin,
    price: service.pricePence / 100,
  };
}
