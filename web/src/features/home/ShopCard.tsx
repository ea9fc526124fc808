import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import Phone from '@mui/icons-material/Phone';
import { Box, Button, Card, CardActionArea, CardContent, Chip, Typography } from '@mui/material';
import { formatPhone, shopSlug, type BarbershopDto } from '@barbershop/core';
import { useNavigate } from 'react-router-dom';
import { popularServices } from './carousel';

export function ShopCard({ shop }: { shop: BarbershopDto }) {
  const navigate = useNavigate();
  const { shown, more } = popularServices(shop.serviceNames);
  const open = () => navigate(`/${shopSlug(shop.name)}`);
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea
        onClick={open}
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'flex-start', alignItems: 'stretch' }}
        aria-label={`${shop.name}: view and book`}
      >
        <CardContent>
          {/* No rating badge: a shop shows a rating only once it has verified reviews (docs/decisions.md). */}
          <Typography variant="h6" component="h3" fontWeight={700}>
            {shop.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, minHeight: 40 }}>
            {shop.description}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1.5, display: 'flex', gap: 0.5, alignItems: 'center' }}>
            <LocationOnOutlined fontSize="small" aria-hidden /> {shop.address}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5, display: 'flex', gap: 0.5, alignItems: 'center' }}>
            <Phone fontSize="small" aria-hidden /> {formatPhone(shop.phone)}
          </Typography>
          {shown.length > 0 && (
            <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {shown.map((s) => (
                <Chip key={s} size="small" label={s} variant="outlined" />
              ))}
              {more && <Chip size="small" label={more} />}
            </Box>
          )}
        </CardContent>
      </CardActionArea>
      <Box sx={{ p: 2, pt: 0 }}>
        <Button variant="contained" color="secondary" fullWidth onClick={open}>
          Book Appointment
        </Button>
      </Box>
    </Card>
  );
}
