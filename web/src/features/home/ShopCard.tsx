import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import Phone from '@mui/icons-material/Phone';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import type { BarbershopDto } from '@barbershop/core/api';
import { useDisplayPhone } from '../../shared/phone/useDisplayPhone';
import { Link as RouterLink } from 'react-router-dom';
import { popularServices } from './carousel';

/** A small chip (MUI's Chip, its ripple and delete icon are more than the home page needs). */
function ServiceTag({ label, outlined = false }: { label: string; outlined?: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        height: 24,
        px: 1,
        borderRadius: 3,
        fontSize: '0.8125rem',
        border: 1,
        borderColor: outlined ? 'divider' : 'transparent',
        bgcolor: outlined ? 'transparent' : 'action.selected',
      }}
    >
      {label}
    </Box>
  );
}

/**
 * One shop, one tab stop: the whole card is its link ("Book Appointment" is drawn inside it). A
 * `copy` is one of the carousel's loop duplicates: hidden from assistive technology and out of
 * the tab order, still clickable where it shows.
 */
export function ShopCard({ shop, copy = false }: { shop: BarbershopDto; copy?: boolean }) {
  const phone = useDisplayPhone(shop.phone, shop.phoneDisplay);
  const { shown, more } = popularServices(shop.serviceNames);
  const href = `/${shop.slug}`;
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} aria-hidden={copy || undefined}>
      {/* a real link, so that crawlers follow it to the shop's page */}
      <CardActionArea
        component={RouterLink}
        to={href}
        tabIndex={copy ? -1 : undefined}
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'flex-start', alignItems: 'stretch' }}
        aria-label={`${shop.name}: view and book`}
      >
        <CardContent>
          <Typography variant="h6" component="h3" fontWeight={700}>
            {shop.name}
          </Typography>
          {/* verified reviews only, once there are enough of them (docs/decisions.md); a text star, no icon */}
          {shop.rating && (
            <Typography
              variant="body2"
              fontWeight={600}
              role="img"
              aria-label={`Rated ${shop.rating.average.toFixed(1)} out of 5 from ${shop.rating.count} reviews`}
            >{`★ ${shop.rating.average.toFixed(1)} (${shop.rating.count})`}</Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, minHeight: 40 }}>
            {shop.description}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1.5, display: 'flex', gap: 0.5, alignItems: 'center' }}>
            <LocationOnOutlined fontSize="small" aria-hidden /> {shop.address}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5, display: 'flex', gap: 0.5, alignItems: 'center' }}>
            <Phone fontSize="small" aria-hidden /> {phone}
          </Typography>
          {shown.length > 0 && (
            <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {shown.map((s) => (
                <ServiceTag key={s} label={s} outlined />
              ))}
              {more && <ServiceTag label={more} />}
            </Box>
          )}
        </CardContent>
        {/* looks like a button, is part of the card's link (a button inside a link is not allowed) */}
        <Box
          component="span"
          aria-hidden
          sx={{
            display: 'block',
            mx: 2,
            mb: 2,
            mt: 'auto',
            py: 1,
            borderRadius: 1,
            textAlign: 'center',
            typography: 'button',
            textTransform: 'none',
            fontWeight: 600,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            boxShadow: 2,
          }}
        >
          Book Appointment
        </Box>
      </CardActionArea>
    </Card>
  );
}
