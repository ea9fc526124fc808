import { Typography } from '@mui/material';
import type { ActorStamp } from '@barbershop/core/model';
import { isRole, roleInSentence } from '@barbershop/core/staff';

/** "Sent by Sam (front desk)": the member whose action sent the email; nothing for an automatic one. */
export function SentBy({ by }: { by: ActorStamp | null | undefined }) {
  if (!by || !isRole(by.role)) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      Sent by {by.name} ({roleInSentence(by.role)})
    </Typography>
  );
}
