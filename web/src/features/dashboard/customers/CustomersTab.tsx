import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { BarbershopDto } from '@barbershop/core/api';
import { customerMatchesSearch, customersCsv } from '@barbershop/core/customers';
import type { Customer, Role } from '@barbershop/core/model';
import { formatPhone, phoneHref } from '@barbershop/core/phone';
import { can } from '@barbershop/core/staff';
import { todayIn } from '@barbershop/core/time';
import { useState } from 'react';
import type { ShopLive } from '../useShopLive';
import { CustomerProfileDialog } from './CustomerProfileDialog';
import { downloadCsv } from '../../../shared/files/download';
import { ExportAppointmentsDialog } from './ExportAppointmentsDialog';
import { RegularsDueCard } from './RegularsDueCard';

type Shop = Pick<BarbershopDto, 'id' | 'timezone'>;

/** A phone shows the list as cards: a four-column table would be cut off at 390 px. */
function CustomerCards({ customers, onOpen }: { customers: readonly Customer[]; onOpen: (id: string) => void }) {
  return (
    <Stack component="ul" aria-label="Customers" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {customers.map((c) => (
        <Card component="li" key={c.id} variant="outlined">
          <CardActionArea onClick={() => onOpen(c.id)} aria-label={`Open ${c.name}`}>
            <CardContent>
              <Typography fontWeight={600}>{c.name}</Typography>
              <Typography color="text.secondary">{formatPhone(c.phone)}</Typography>
              {c.email && (
                <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {c.email}
                </Typography>
              )}
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}

function CustomerTable({ customers, onOpen }: { customers: readonly Customer[]; onOpen: (id: string) => void }) {
  return (
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
          {customers.map((c) => (
            <TableRow key={c.id}>
              <TableCell>{c.name}</TableCell>
              <TableCell>{formatPhone(c.phone)}</TableCell>
              <TableCell>{c.email}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={2}>
                  <Button size="small" onClick={() => onOpen(c.id)} aria-label={`Open ${c.name}`}>
                    Profile
                  </Button>
                  {c.phone && <Link href={phoneHref(c.phone)}>Call</Link>}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The shop's customers: search, a profile for each, and the CSV exports. */
export function CustomersTab({ shop, live, role = 'owner' }: { shop: Shop; live: ShopLive; role?: Role }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  // A phone is found however it is typed: 07700 900123, 07700900123 or +44 7700 900123.
  const shown = live.customers.filter((c) => customerMatchesSearch(c, search));
  // gone when merged away or erased: the profile closes
  const open = live.customers.find((c) => c.id === openId);
  const today = todayIn(shop.timezone);
  return (
    <Box>
      <Box sx={{ mb: 3 }}>
        <RegularsDueCard shopId={shop.id} mayInvite={can(role, 'customers.write')} />
      </Box>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 2 }}>
        <Button
          variant="outlined"
          onClick={() => downloadCsv(`customers-${today}.csv`, customersCsv(live.customers, shop.timezone))}
          disabled={live.customers.length === 0}
        >
          Export Customers (CSV)
        </Button>
        <Button variant="outlined" onClick={() => setExporting(true)}>
          Export Appointments (CSV)
        </Button>
      </Stack>
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
      ) : phone ? (
        <CustomerCards customers={shown} onOpen={setOpenId} />
      ) : (
        <CustomerTable customers={shown} onOpen={setOpenId} />
      )}
      {open && (
        <CustomerProfileDialog
          key={open.id}
          shopId={shop.id}
          customer={open}
          customers={live.customers}
          onClose={() => setOpenId(null)}
          role={role}
        />
      )}
      {exporting && <ExportAppointmentsDialog shopId={shop.id} today={today} onClose={() => setExporting(false)} />}
    </Box>
  );
}
