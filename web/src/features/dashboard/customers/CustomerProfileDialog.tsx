import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Link,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { customerProfile } from '@barbershop/core/customers';
import type { Customer, Role } from '@barbershop/core/model';
import { can } from '@barbershop/core/staff';
import { EARNED_RULE_TEXT, formatPence } from '@barbershop/core/money';
import { formatPhone, phoneHref } from '@barbershop/core/phone';
import { dayjs } from '@barbershop/core/time';
import { useMemo, useState } from 'react';
import { useCustomerAppointments } from '../../../lib/firestore/customerData';
import { SummaryRow } from '../../../shared/ui/SummaryRow';
import { CustomerEditForm } from './CustomerEditForm';
import { EraseCustomerConfirm } from './EraseCustomerConfirm';
import { MergeCustomerForm } from './MergeCustomerForm';
import { VisitHistory } from './VisitHistory';
import { CustomerPayments } from '../../../shared/payments/CustomerPayments';

type Step = 'profile' | 'edit' | 'merge' | 'erase';

const TITLES: Record<Step, (name: string) => string> = {
  profile: (name) => name,
  edit: (name) => `Edit ${name}`,
  merge: (name) => `Merge a duplicate into ${name}`,
  erase: (name) => `Erase ${name}?`,
};

/**
 * A customer's profile: contact, figures, notes and every visit, with Edit, Merge and Erase. Full
 * screen on a phone. Closes by itself when the record goes (merged away or erased).
 */
export function CustomerProfileDialog({
  shopId,
  customer,
  customers,
  onClose,
  role = 'owner',
}: {
  shopId: string;
  /** the viewer's role in the shop: the front desk sees no money and may not erase */
  role?: Role;
  customer: Customer;
  /** the shop's customers: the duplicates to choose from, the phones already on file */
  customers: readonly Customer[];
  onClose: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [step, setStep] = useState<Step>('profile');
  const back = () => setStep('profile');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby="customer-profile-title">
      <DialogTitle id="customer-profile-title">{TITLES[step](customer.name)}</DialogTitle>
      {step === 'profile' && (
        <>
          <DialogContent>
            <ProfileBody shopId={shopId} customer={customer} showMoney={can(role, 'reports.read')} />
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={() => setStep('edit')}>Edit Details</Button>
            <Button onClick={() => setStep('merge')} disabled={customers.length < 2}>
              Merge Duplicate
            </Button>
            {can(role, 'customers.erase') && (
              <Button color="error" onClick={() => setStep('erase')}>
                Erase Customer
              </Button>
            )}
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
      {step === 'edit' && <CustomerEditForm shopId={shopId} customer={customer} customers={customers} onDone={back} />}
      {step === 'merge' && <MergeCustomerForm shopId={shopId} customer={customer} customers={customers} onDone={back} />}
      {step === 'erase' && <EraseCustomerConfirm shopId={shopId} customer={customer} onErased={onClose} onBack={back} />}
    </Dialog>
  );
}

function ProfileBody({ shopId, customer, showMoney }: { shopId: string; customer: Customer; showMoney: boolean }) {
  const appointments = useCustomerAppointments(shopId, customer.id);
  // the time the list was read: what has happened by then counts
  const profile = useMemo(() => appointments && customerProfile(appointments, new Date()), [appointments]);
  return (
    <Stack spacing={2}>
      <Box>
        {customer.phone && (
          <Typography>
            <Link href={phoneHref(customer.phone)}>{formatPhone(customer.phone)}</Link>
          </Typography>
        )}
        {customer.email && <Typography sx={{ overflowWrap: 'anywhere' }}>{customer.email}</Typography>}
      </Box>
      {!profile ? (
        <CircularProgress aria-label="Loading visits" size={24} />
      ) : (
        <Stack spacing={0.5} aria-label="Customer figures" role="group">
          {showMoney && (
            <>
              <SummaryRow label="Total spend" value={formatPence(profile.totalSpendPence)} />
              {/* the Reports' revenue rule, said where the money is */}
              <Typography variant="caption" color="text.secondary" component="p">
                {EARNED_RULE_TEXT}
              </Typography>
            </>
          )}
          <SummaryRow
            label="Last visit"
            value={profile.lastVisit ? dayjs(profile.lastVisit.date).format('D MMM YYYY') : 'None yet'}
          />
          <SummaryRow
            label="Next visit"
            value={
              profile.nextVisit
                ? `${dayjs(profile.nextVisit.date).format('D MMM YYYY')} ${profile.nextVisit.time}`
                : 'None booked'
            }
          />
          <SummaryRow label="No-shows" value={String(profile.noShowCount)} />
        </Stack>
      )}
      <Box>
        <Typography variant="subtitle2" component="h3">
          Notes
        </Typography>
        <Typography
          color={customer.notes ? undefined : 'text.secondary'}
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {customer.notes || 'No notes'}
        </Typography>
      </Box>
      {profile && showMoney && <CustomerPayments shopId={shopId} customerId={customer.id} visits={profile.visits} />}
      <Divider />
      <Typography variant="subtitle2" component="h3">
        Visit history
      </Typography>
      {profile && <VisitHistory visits={profile.visits} />}
    </Stack>
  );
}
