import { Box, Button, Stack, Typography } from '@mui/material';
import type { BarbershopDto } from '@barbershop/core/api';
import { searchKeyOf } from '@barbershop/core/shop';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ShopResultRow } from './ShopResultRow';
import { api } from '../../lib/api/client';

// A native input rather than MUI's TextField: the home page's first script stays small
// (docs/performance.md).

const TYPING_PAUSE_MS = 300;

function resultsText(count: number, query: string): string {
  if (count === 0) return `No barbershops found for “${query}”`;
  return `${count} barbershop${count === 1 ? '' : 's'} found for “${query}”`;
}

/** Search the listing (GET /api/barbershops?q=) by name, town or postcode district; results as links. */
export function ShopSearch() {
  const inputId = useId();
  const statusId = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  // search as the customer types, once they pause
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const key = searchKeyOf(query);
  const results = useQuery({
    queryKey: ['barbershops', 'search', key],
    queryFn: () => api.get<BarbershopDto[]>(`/api/barbershops?q=${encodeURIComponent(key)}`),
    enabled: key !== '',
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setQuery(text.trim());
  }

  const status =
    key === ''
      ? ''
      : results.isPending
        ? 'Searching…'
        : results.isError
          ? 'The search failed. Please try again.'
          : resultsText(results.data.length, query);

  return (
    <Box sx={{ mb: 3 }}>
      <Box component="form" role="search" onSubmit={submit} sx={{ maxWidth: 560 }}>
        <Typography component="label" htmlFor={inputId} sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}>
          Search by name, area or postcode
        </Typography>
        <Stack direction="row" spacing={1}>
          <Box
            component="input"
            id={inputId}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="e.g. Classic Cuts, Leeds or E2"
            autoComplete="off"
            aria-describedby={statusId}
            sx={{
              flex: 1,
              minWidth: 0,
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
            }}
          />
          <Button type="submit" variant="contained" sx={{ minHeight: 48 }}>
            Search
          </Button>
        </Stack>
      </Box>
      <Typography id={statusId} role="status" color="text.secondary" sx={{ mt: 1, minHeight: '1.5em' }}>
        {status}
      </Typography>
      {results.data && results.data.length > 0 && key !== '' && (
        <Box component="ul" aria-label="Search results" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {results.data.map((shop) => (
            <ShopResultRow key={shop.id} shop={shop} />
          ))}
        </Box>
      )}
    </Box>
  );
}
