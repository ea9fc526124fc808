import { Box, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { customerMatchesSearch, formatPhone, phoneHref } from '@barbershop/core';
import { useState } from 'react';
import type { ShopLive } from '../useShopLive';

export function CustomersTab({ live }: { live: ShopLive }) {
  const [search, setSearch] = useState('');
  // A phone is found however it is typed: 07700 900123, 07700900123 or +44 7700 900123.
  const shown = live.customers.filter((c) => customerMatchesSearch(c, search));
  return (
    <Box>
      <TextField
        placeholder="Search customers..."
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        fullWidth
        slotProps={{ htmlInput: { 'aria-label': 'Search customers' } }}
        sx={{ mb: 2 }}
      />
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
                  <TableCell>{formatPhone(c.phone)}</TableCell>
                  <TableCell>{c.email}</TableCell>
                  <TableCell>{c.phone && <a href={phoneHref(c.phone)}>Call</a>}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
