/**
 * The services of a slots or month availability query: `serviceId=a`, plus `serviceIds=a,b` for a
 * visit of several services (one service asks exactly what it always asked).
 */
export function servicesQuery(serviceIds: readonly string[]): string {
  const first = `serviceId=${encodeURIComponent(serviceIds[0] ?? '')}`;
  if (serviceIds.length < 2) return first;
  return `${first}&serviceIds=${serviceIds.map(encodeURIComponent).join(',')}`;
}
