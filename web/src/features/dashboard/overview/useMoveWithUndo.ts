import type { Appointment } from '@barbershop/core/model';
import { useToast } from '../../../shared/ui/toast';
import { useMoveAppointment } from '../mutations';
import { changeFailedReason } from '../../../shared/ui/changeFailedReason';
import { movedTo } from './movedTo';

export interface MoveTarget {
  barberId: string;
  date: string;
  time: string;
}

type Movable = Pick<Appointment, 'id' | 'shopId' | 'barberId' | 'date' | 'time' | 'customerEmail'>;

/**
 * The owner's move, from a drop on the grid or the Move dialog: it resolves once moved (and
 * throws the API's refusal for the caller to show), then says so in a toast with Undo. Undo puts
 * the booking back where it was with the same notify choice: a customer who was emailed about
 * the move is emailed that it is back (else they would come at the wrong time); one who was not
 * told hears nothing of either.
 */
export function useMoveWithUndo() {
  const toast = useToast();
  const move = useMoveAppointment();
  // a promise, not mutate's callbacks: the toast outlives the dialog that moved it
  const undo = (a: Movable, notifyCustomer: boolean) =>
    move.mutateAsync({ id: a.id, shopId: a.shopId, barberId: a.barberId, date: a.date, time: a.time, notifyCustomer }).then(
      () => toast({ title: 'Move undone', description: movedTo(a, a.customerEmail, notifyCustomer) }),
      (err: unknown) => toast({ title: 'Failed to undo the move', description: changeFailedReason(err), variant: 'destructive' }),
    );
  return {
    pending: move.isPending,
    moveAppointment: async (a: Movable, to: MoveTarget, notifyCustomer: boolean) => {
      await move.mutateAsync({ id: a.id, shopId: a.shopId, ...to, notifyCustomer });
      toast({
        title: 'Appointment moved',
        description: movedTo(to, a.customerEmail, notifyCustomer),
        action: { label: 'Undo', onClick: () => void undo(a, notifyCustomer) },
      });
    },
  };
}
