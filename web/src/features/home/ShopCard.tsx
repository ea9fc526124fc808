import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import Phone from '@mui/icons-material/Phone';
import Star from '@mui/icons-material/Star';
import { Box, Button, Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import { formatPhone, shopSlug, type BarbershopDto } from '@barbershop/core';
import { useNavigate } from 'react-router';
import { popularServices } from './carousel';

export function ShopCard({ shop }: { shop: BarbershopDto }) {
  const navigate = useNavigate();
  const { shown, more } = popularServices(shop.serviceNames);
  const open = () => navigate(`/${shopSlug(shop.name)}`);
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea onClick={open} sx={{ flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'flex-start', alignItems: 'stretch' }} aria-label={`${shop.name}: view and book`}>
        <CardContent>
          <Stack direction="row" justifyContent="space-between" alignItems="flex-start" spacing={1}>
            <Typography variant="h6" component="h3" fontWeight={700}>
              {shop.name}
            </Typography>
            <Chip size="small" icon={<Star sx={{ color: '#b7791f !important' }} />} label="4.8" sx={{ bgcolor: '#fdf3dc', fontWeight: 700 }} />
          </Stack>
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
