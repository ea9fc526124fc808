import { Box, Stack, Typography } from '@mui/material';
import type { BarberDto, BarbershopDto, ServiceDto } from '@barbershop/core/api';
import { formatPence } from '@barbershop/core/money';
import { openingWeek } from '@barbershop/core/shop';
import { SectionCard } from '../../shared/ui/SectionCard';
import { HideOnError } from './HideOnError';

// Part of the shop page's first paint, so plain elements only (docs/performance.md).

const listSx = { m: 0, p: 0, listStyle: 'none' } as const;

/** The week from today in the shop's zone, today first and marked; closed days say Closed. */
export function OpeningHoursCard({ shop, now }: { shop: BarbershopDto; now?: number }) {
  const week = openingWeek(shop.businessHours, shop.timezone, shop.closedDates, now);
  return (
    <SectionCard title="Opening Hours" variant="outlined" spacing={1}>
      <Box component="ul" sx={listSx} aria-label="Opening hours, from today">
        {week.map((d) => (
          <Box
            component="li"
            key={d.date}
            aria-current={d.isToday ? 'date' : undefined}
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: 2,
              py: 0.5,
              px: 1,
              mx: -1,
              borderRadius: 1,
              fontWeight: d.isToday ? 700 : 400,
              bgcolor: d.isToday ? 'action.selected' : undefined,
            }}
          >
            <span>{d.isToday ? `Today (${d.day})` : d.day}</span>
            <span>{d.hours}</span>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}

/** The barbers with the specialty and bio their owner entered. */
export function BarbersCard({ barbers }: { barbers: BarberDto[] }) {
  if (barbers.length === 0) return null;
  return (
    <SectionCard title="Our Barbers" variant="outlined" spacing={1.5}>
      <Stack component="ul" sx={listSx} spacing={1.5}>
        {barbers.map((b) => (
          <Stack component="li" key={b.id} direction="row" spacing={1.5} alignItems="flex-start">
            <HideOnError
              src={b.photoUrl}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              style={{ borderRadius: '50%', objectFit: 'cover', flexShrink: 0 }}
            />
            <Box>
              <Typography fontWeight={600} component="h3">
                {b.name}
              </Typography>
              {b.specialty && (
                <Typography variant="body2" color="text.secondary">
                  {b.specialty}
                </Typography>
              )}
              {b.bio && (
                <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
                  {b.bio}
                </Typography>
              )}
            </Box>
          </Stack>
        ))}
      </Stack>
    </SectionCard>
  );
}

/** The services whose owner wrote a description (the booking steps list every service). */
export function ServiceDescriptionsCard({ services }: { services: ServiceDto[] }) {
  const described = services.filter((s) => s.description.trim() !== '');
  if (described.length === 0) return null;
  return (
    <SectionCard title="About Our Services" variant="outlined" spacing={1.5}>
      <Stack component="ul" sx={listSx} spacing={1.5}>
        {described.map((s) => (
          <li key={s.id}>
            <Typography fontWeight={600} component="h3">
              {s.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {`${s.durationMin} min · ${formatPence(s.pricePence)}`}
            </Typography>
            <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
              {s.description}
            </Typography>
          </li>
        ))}
      </Stack>
    </SectionCard>
  );
}

/** The shop's photos (the owner's uploads, newest first), loaded as they scroll into view. */
export function PhotoGallery({ shop }: { shop: BarbershopDto }) {
  if (shop.heroImages.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="shop-photos" sx={{ mt: 4 }}>
      <Typography id="shop-photos" variant="h5" component="h2" fontWeight={700} gutterBottom>
        Photos
      </Typography>
      <Box
        component="ul"
        sx={{ ...listSx, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
      >
        {shop.heroImages.map((src, i) => (
          <li key={src}>
            <HideOnError
              src={src}
              alt={`${shop.name}, photo ${i + 1}`}
              loading="lazy"
              decoding="async"
              style={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 8 }}
            />
          </li>
        ))}
      </Box>
    </Box>
  );
}
