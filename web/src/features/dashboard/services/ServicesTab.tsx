import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { barbersForServices } from '@barbershop/core/booking';
import type { Barber, Service } from '@barbershop/core/model';
import { formatPence } from '@barbershop/core/money';
import { performedByNobody } from '@barbershop/core/shop';
import { useState } from 'react';
import type { ShopLive } from '../useShopLive';
import { ServiceCardActions } from './ServiceCardActions';
import { ServiceDialog } from './ServiceDialog';

/** Who performs a service, as its card says it; a service no barber performs is flagged. */
function PerformedByLine({ service, barbers }: { service: Service; barbers: readonly Barber[] }) {
  if (
    performedByNobody(
      service,
      barbers.map((b) => b.id),
    )
  )
    return (
      <Typography variant="body2" color="warning.main">
        Performed by: no barber (customers can&apos;t book it)
      </Typography>
    );
  const names = service.barberIds ? barbersForServices(barbers, [service]).map((b) => b.name) : ['Every barber'];
  return <Typography variant="body2">Performed by: {names.join(', ')}</Typography>;
}

export function ServicesTab({ shopId, live }: { shopId: string; live: ShopLive }) {
  /** the service being edited, null for a new one, undefined while the dialog is closed */
  const [editing, setEditing] = useState<Service | null | undefined>(undefined);

  return (
    <Stack spacing={3}>
      <Box>
        <Button variant="contained" color="secondary" onClick={() => setEditing(null)}>
          Add Service
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
        {live.services.map((s) => (
          <Card key={s.id} variant="outlined" role="article" aria-label={s.name}>
            <CardContent>
              <Stack direction="row" justifyContent="space-between" alignItems="center">
                <Typography fontWeight={700}>{s.name}</Typography>
                {s.isActive === false && <Chip size="small" label="Inactive: hidden from booking" />}
              </Stack>
              {s.description && <Typography color="text.secondary">{s.description}</Typography>}
              <Stack direction="row" justifyContent="space-between" sx={{ mt: 1 }}>
                <Typography>{s.durationMin} min</Typography>
                <Typography fontWeight={700}>{formatPence(s.pricePence)}</Typography>
              </Stack>
              {(s.bufferMin ?? 0) > 0 && (
                <Typography variant="body2" color="text.secondary">
                  + {s.bufferMin} min buffer time
                </Typography>
              )}
              <PerformedByLine service={s} barbers={live.barbers} />
            </CardContent>
            <CardActions sx={{ flexWrap: 'wrap' }}>
              <Button onClick={() => setEditing(s)}>Edit</Button>
              <ServiceCardActions shopId={shopId} service={s} ordered={live.services} />
            </CardActions>
          </Card>
        ))}
      </Box>
      {editing !== undefined && (
        <ServiceDialog shopId={shopId} service={editing} barbers={live.barbers} onClose={() => setEditing(undefined)} />
      )}
    </Stack>
  );
}
