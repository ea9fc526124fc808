import Add from '@mui/icons-material/Add';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { ServiceDto } from '@barbershop/core/api';
import { MAX_SERVICES_PER_BOOKING, visitOf } from '@barbershop/core/booking';
import { formatPence } from '@barbershop/core/money';

/**
 * Under step 1 once a service is chosen: the shop's other services, each to add to the same
 * visit (or remove again), and the visit so far with its time and price together.
 */
export function AddServices({
  services,
  chosen,
  canAdd,
  onAdd,
  onRemove,
}: {
  /** the shop's active services, the menu's order */
  services: ServiceDto[];
  /** the visit's services in the order chosen (the first is step 1's) */
  chosen: ServiceDto[];
  canAdd: boolean;
  onAdd: (serviceId: string) => void;
  onRemove: (serviceId: string) => void;
}) {
  const others = services.filter((s) => s.id !== chosen[0]?.id);
  if (others.length === 0) return null;
  const visit = visitOf(chosen);
  return (
    <Box component="section" aria-labelledby="add-service" sx={{ mt: 3 }}>
      <Typography id="add-service" variant="subtitle1" component="h4" fontWeight={600}>
        Add another service
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {others.map((s) => {
          const added = chosen.some((c) => c.id === s.id);
          return (
            <Stack
              component="li"
              key={s.id}
              direction="row"
              alignItems="center"
              justifyContent="space-between"
              spacing={2}
              sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
            >
              <Box>
                <Typography fontWeight={600}>{s.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {`${s.durationMin} min · ${formatPence(s.pricePence)}`}
                </Typography>
              </Box>
              {added ? (
                <Button variant="text" color="inherit" onClick={() => onRemove(s.id)} aria-label={`Remove ${s.name}`}>
                  Remove
                </Button>
              ) : (
                <Button
                  variant="outlined"
                  startIcon={<Add />}
                  disabled={!canAdd}
                  onClick={() => onAdd(s.id)}
                  aria-label={`Add ${s.name}`}
                  sx={{ flexShrink: 0 }}
                >
                  Add
                </Button>
              )}
            </Stack>
          );
        })}
      </Box>
      {!canAdd && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {`You can book up to ${MAX_SERVICES_PER_BOOKING} services in one visit.`}
        </Typography>
      )}
      {chosen.length > 1 && (
        <Typography sx={{ mt: 2 }} fontWeight={600}>
          {`Your visit: ${visit.serviceName} · ${visit.durationMin} min · ${formatPence(visit.pricePence)}`}
        </Typography>
      )}
    </Box>
  );
}
