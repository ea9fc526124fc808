import { Box, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { ShopLive } from '../useShopLive';

export function CustomersTab({ live }: { live: ShopLive }) {
  const [search, setSearch] = useState('');
  const text = search.trim().toLowerCase();
  const shown = live.customers.filter((c) => !text || [c.name, c.phone, c.email].some((v) => (v ?? '').toLowerCase().includes(text)));
  return (
    <Box>
      <TextField placeholder="Search customers..." value={search} onChange={(e) => setSearch(e.target.value)} fullWidth slotProps={{ htmlInput: { 'aria-label': 'Search customers' } }} sx={{ mb: 2 }} />
      {shown.length === 0 ? (
        <Typography color="text.secondary">No customers found</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Customers">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Phone</TableCell>
                <TableCell>Email</TableCell>
                <TableCell>Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((c) => (
                <TableRow key={c.id}>
                  <TableCell>{c.name}</TableCell>
                  <TableCell>{c.phone}</TableCell>
                  <TableCell>{c.email}</TableCell>
                  <TableCell>{c.phone && <a href={`tel:${c.phone}`}>Call</a>}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
