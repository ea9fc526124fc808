import { Alert, Box, Container, Link, Stack, Typography } from '@mui/material';
import { changePolicyText } from '@barbershop/core/booking';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../shared/ui/usePageMeta';
import { useShopPage } from '../../shared/shop/useShopData';
import { legalPath, type LegalKind } from '../../shared/legal/legalPath';
import { LEGAL_TITLES, PLATFORM_PRIVACY, PLATFORM_TERMS, shopPrivacy, shopTerms, type LegalSection } from './legalText';

function Section({ section }: { section: LegalSection }) {
  return (
    <Box component="section">
      <Typography variant="h6" component="h2" gutterBottom>
        {section.heading}
      </Typography>
      <Stack spacing={1}>
        {section.paragraphs.map((p) => (
          <Typography key={p}>{p}</Typography>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * /legal/terms and /legal/privacy: the platform's text, and with ?shop={slug} (the booking form's
 * links) a first part with that shop's name and change policy.
 */
export default function LegalPage({ kind }: { kind: LegalKind }) {
  const [params] = useSearchParams();
  const slug = params.get('shop') ?? '';
  // the shop page's own query: cached when the customer comes from the shop's page
  const page = useShopPage(slug);
  const shop = slug ? page.data?.shop : undefined;
  const title = LEGAL_TITLES[kind];
  usePageMeta(`${title}${shop ? ` – ${shop.name}` : ''} | BarberBook`, null);

  const shopSection = shop
    ? kind === 'terms'
      ? shopTerms(shop.name, changePolicyText(shop.manageCutoffHours))
      : shopPrivacy(shop.name)
    : null;
  const other: LegalKind = kind === 'terms' ? 'privacy' : 'terms';

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h4" component="h1" fontWeight={700} gutterBottom>
        {title}
      </Typography>
      <Stack spacing={3}>
        {slug && page.isPending && <Typography color="text.secondary">Loading the barbershop’s details…</Typography>}
        {slug && !page.isPending && !shop && (
          <Alert severity="info">This barbershop could not be found; the platform’s {title.toLowerCase()} follow.</Alert>
        )}
        {shopSection && <Section section={shopSection} />}
        {(kind === 'terms' ? PLATFORM_TERMS : PLATFORM_PRIVACY).map((s) => (
          <Section key={s.heading} section={s} />
        ))}
        <Typography>
          See also the{' '}
          <Link component={RouterLink} to={legalPath(other, shop?.slug)}>
            {LEGAL_TITLES[other]}
          </Link>
          {shop && (
            <>
              {' '}
              or go back to{' '}
              <Link component={RouterLink} to={`/${shop.slug}`}>
                {shop.name}
              </Link>
            </>
          )}
          .
        </Typography>
      </Stack>
    </Container>
  );
}
