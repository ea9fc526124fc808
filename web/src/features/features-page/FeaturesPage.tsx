import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import { Box, Button, Card, CardContent, Container, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

const GROUPS = [
  {
    title: 'Online booking',
    items: ['Your own booking page', 'Any available stylist', 'Instant email confirmation', 'Reminders 24 hours before'],
  },
  {
    title: 'Shop management',
    items: [
      'Daily schedule for every barber',
      'Staff and services',
      'Block time for breaks and holidays',
      'Book on behalf of customers',
    ],
  },
  {
    title: 'Customers and growth',
    items: [
      'Customer database',
      'Thank-you emails with review requests',
      'Analytics dashboard',
      'A link to your Google reviews on your page',
    ],
  },
];

export default function FeaturesPage() {
  return (
    <Container sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h3" component="h1" fontWeight={800} textAlign="center" sx={{ fontSize: { xs: '2rem', md: '3rem' } }}>
        Everything your barbershop needs to take bookings online
      </Typography>
      <Card sx={{ maxWidth: 520, mx: 'auto', mt: 5, border: 2, borderColor: 'secondary.main' }}>
        <CardContent sx={{ textAlign: 'center', p: 4 }}>
          <Typography variant="h5" component="h2" fontWeight={700}>
            Professional Plan
          </Typography>
          <Typography variant="h3" component="p" fontWeight={800} sx={{ mt: 1 }}>
            £40
            <Typography component="span" color="text.secondary">
              /month
            </Typography>
          </Typography>
          <Typography color="text.secondary">Includes 4 staff seats · £6.99 per extra seat per month</Typography>
          <Typography sx={{ mt: 1 }}>7-day free trial · cancel anytime</Typography>
          <Button variant="contained" color="secondary" size="large" component={RouterLink} to="/register" sx={{ mt: 3 }}>
            Start Your 7-Day Free Trial
          </Button>
        </CardContent>
      </Card>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, mt: 6 }}>
        {GROUPS.map((g) => (
          <Card key={g.title} variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2">
                {g.title}
              </Typography>
              <List dense>
                {g.items.map((i) => (
                  <ListItem key={i} disableGutters>
                    <ListItemIcon sx={{ minWidth: 32 }}>
                      <CheckCircleOutline color="success" fontSize="small" />
                    </ListItemIcon>
                    <ListItemText primary={i} />
                  </ListItem>
                ))}
              </List>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Container>
  );
}
