import { Box, Button, Stack, Typography } from '@mui/material';
import type { BarbershopDto } from '@barbershop/core/api';
import { milesText, searchKeyOf } from '@barbershop/core/shop';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ShopResultRow } from './ShopResultRow';
import { ApiError } from '../../lib/api/client';
import { getPage } from '../../lib/api/pages';
import { findPlace, nearListingPath, RADIUS_MILES, type Centre } from './nearQuery';

// A lazy chunk of the home page (the first script's 150 KB budget, docs/performance.md), with
// native inputs like ShopSearch; distances come from the API (geofire-common stays on the server).

const TYPING_PAUSE_MS = 300;

const inputSx = {
  height: 48,
  px: 1.5,
  font: 'inherit',
  fontSize: 16,
  color: 'text.primary',
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'grey.500',
  borderRadius: 1,
  '&:focus': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
} as const;

const DENIED = 'Location access is turned off for this site, so we cannot use “Near me”. Type your postcode instead.';
const NO_POSITION = 'We could not get your location. Type your postcode instead.';

/** "Find a barber near you": a postcode or district, or the browser's position; shops by distance. */
export default function NearSearch() {
  const placeId = useId();
  const serviceId = useId();
  const radiusId = useId();
  const statusId = useId();
  const placeInput = useRef<HTMLInputElement>(null);
  const [place, setPlace] = useState('');
  const [centre, setCentre] = useState<Centre | null>(null);
  const [problem, setProblem] = useState('');
  const [locating, setLocating] = useState(false);
  const [openNow, setOpenNow] = useState(false);
  const [miles, setMiles] = useState<number>(RADIUS_MILES[1]);
  const [serviceText, setServiceText] = useState('');
  const [service, setService] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setService(searchKeyOf(serviceText)), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [serviceText]);

  const path = centre ? nearListingPath(centre, { miles, openNow, service }) : '';
  // the API pages the list (`Link: rel="next"`); "Show more" follows it
  const results = useInfiniteQuery({
    queryKey: ['barbershops', 'near', path],
    queryFn: ({ pageParam }) => getPage<BarbershopDto>(pageParam),
    initialPageParam: path,
    getNextPageParam: (last) => last.next,
    enabled: path !== '',
  });
  const shops = results.data?.pages.flatMap((page) => page.items) ?? [];

  async function searchPlace(event: FormEvent) {
    event.preventDefault();
    if (place.trim() === '') return;
    setProblem('');
    try {
      setCentre(await findPlace(place));
    } catch (err) {
      setCentre(null);
      setProblem(err instanceof ApiError && err.status < 500 ? err.serverMessage : 'The search failed. Please try again.');
    }
  }

  function nearMe() {
    setProblem('');
    if (!('geolocation' in navigator)) {
      setProblem(NO_POSITION);
      placeInput.current?.focus();
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setCentre({ lat: position.coords.latitude, lng: position.coords.longitude, label: 'you' });
      },
      (error) => {
        setLocating(false);
        setCentre(null);
        setProblem(error.code === error.PERMISSION_DENIED ? DENIED : NO_POSITION);
        placeInput.current?.focus();
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  }

  const status = problem
    ? problem
    : locating
      ? 'Finding your location…'
      : !centre
        ? ''
        : results.isPending
          ? 'Searching…'
          : results.isError
            ? results.error instanceof ApiError && results.error.status === 400
              ? 'Search near you works in the UK only. Type a UK postcode instead.'
              : 'The search failed. Please try again.'
            : shops.length === 0
              ? `No barbershops within ${miles} miles of ${centre.label}`
              : results.hasNextPage
                ? `The first ${shops.length} barbershop${shops.length === 1 ? '' : 's'} within ${miles} miles of ${centre.label}, nearest first; there are more`
                : `${shops.length} barbershop${shops.length === 1 ? '' : 's'} within ${miles} miles of ${centre.label}, nearest first`;

  return (
    <Box component="section" aria-labelledby={`${placeId}-title`} sx={{ mb: 4 }}>
      <Typography id={`${placeId}-title`} variant="h5" component="h3" fontWeight={700} gutterBottom>
        Find a barber near you
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ maxWidth: 720 }}>
        <Box component="form" onSubmit={searchPlace} sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="label" htmlFor={placeId} sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}>
            Postcode
          </Typography>
          <Stack direction="row" spacing={1}>
            <Box
              component="input"
              id={placeId}
              ref={placeInput}
              value={place}
              onChange={(e) => setPlace(e.target.value)}
              placeholder="e.g. SW1A 1AA or M4"
              autoComplete="postal-code"
              aria-describedby={statusId}
              sx={{ ...inputSx, flex: 1, minWidth: 0 }}
            />
            <Button type="submit" variant="contained" sx={{ minHeight: 48 }}>
              Find
            </Button>
          </Stack>
        </Box>
        <Box sx={{ alignSelf: { sm: 'flex-end' } }}>
          <Button
            variant="outlined"
            onClick={nearMe}
            disabled={locating}
            sx={{ minHeight: 48, width: { xs: '100%', sm: 'auto' } }}
          >
            Near me
          </Button>
        </Box>
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap', alignItems: 'flex-end' }}>
        <Box>
          <Typography component="label" htmlFor={radiusId} sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}>
            Within
          </Typography>
          <Box
            component="select"
            id={radiusId}
            value={miles}
            onChange={(e) => setMiles(Number(e.target.value))}
            sx={{ ...inputSx, pr: 1 }}
          >
            {RADIUS_MILES.map((m) => (
              <option key={m} value={m}>
                {m} miles
              </option>
            ))}
          </Box>
        </Box>
        <Box>
          <Typography component="label" htmlFor={serviceId} sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}>
            Service
          </Typography>
          <Box
            component="input"
            id={serviceId}
            type="search"
            value={serviceText}
            onChange={(e) => setServiceText(e.target.value)}
            placeholder="e.g. beard"
            autoComplete="off"
            sx={{ ...inputSx, width: 160 }}
          />
        </Box>
        <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 48, cursor: 'pointer' }}>
          <input
            type="checkbox"
            checked={openNow}
            onChange={(e) => setOpenNow(e.target.checked)}
            style={{ width: 20, height: 20 }}
          />
          <span>Open now</span>
        </Box>
      </Stack>
      <Typography id={statusId} role="status" color={problem ? 'error' : 'text.secondary'} sx={{ mt: 1, minHeight: '1.5em' }}>
        {status}
      </Typography>
      {centre && shops.length > 0 && (
        <Box
          component="ol"
          aria-label="Barbershops by distance"
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1, maxWidth: 720 }}
        >
          {shops.map((shop) => (
            <ShopResultRow
              key={shop.id}
              shop={shop}
              aside={
                shop.distanceKm !== undefined && (
                  <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                    {milesText(shop.distanceKm)}
                  </Typography>
                )
              }
            />
          ))}
        </Box>
      )}
      {centre && results.hasNextPage && (
        <Button
          variant="outlined"
          onClick={() => void results.fetchNextPage()}
          disabled={results.isFetchingNextPage}
          sx={{ mt: 1.5, minHeight: 48 }}
        >
          {results.isFetchingNextPage ? 'Loading…' : 'Show more'}
        </Button>
      )}
    </Box>
  );
}
