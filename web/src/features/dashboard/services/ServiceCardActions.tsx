import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton } from '@mui/material';
import type { Service } from '@barbershop/core/model';
import { useState } from 'react';
import { useToast } from '../../../shared/ui/toast';
import { changeFailedReason } from '../../../shared/ui/changeFailedReason';
import { useDeleteService, useMoveService, useSetServiceActive } from './serviceMutations';

/**
 * A service card's actions besides Edit: move it up or down the shop page's list, hide it from
 * booking (Deactivate) or offer it again, and delete it (asked first). Past bookings keep their
 * own copy of the service whatever happens to it.
 */
export function ServiceCardActions({
  shopId,
  service,
  ordered,
}: {
  shopId: string;
  service: Service;
  /** every service, in the order shown */
  ordered: readonly Service[];
}) {
  const toast = useToast();
  const move = useMoveService(shopId);
  const setActive = useSetServiceActive(shopId);
  const remove = useDeleteService(shopId);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const index = ordered.findIndex((s) => s.id === service.id);
  const active = service.isActive !== false;
  const failed = (title: string) => (err: unknown) =>
    toast({ title, description: changeFailedReason(err), variant: 'destructive' });

  const moveBy = (step: -1 | 1) =>
    move.mutate({ ordered, id: service.id, step }, { onError: failed('Failed to reorder services') });
  const toggle = () =>
    setActive.mutate(
      { id: service.id, isActive: !active },
      {
        onSuccess: () =>
          toast({ title: active ? `${service.name} hidden from booking` : `${service.name} offered for booking again` }),
        onError: failed('Failed to update service'),
      },
    );
  const doDelete = () =>
    remove.mutate(service.id, {
      onSuccess: () => {
        setConfirmDelete(false);
        toast({ title: 'Service deleted', description: 'Past bookings keep its name, price and duration.' });
      },
      onError: failed('Failed to delete service'),
    });

  return (
    <>
      <IconButton aria-label={`Move ${service.name} up`} disabled={index <= 0 || move.isPending} onClick={() => moveBy(-1)}>
        <ArrowUpward fontSize="small" />
      </IconButton>
      <IconButton
        aria-label={`Move ${service.name} down`}
        disabled={index < 0 || index >= ordered.length - 1 || move.isPending}
        onClick={() => moveBy(1)}
      >
        <ArrowDownward fontSize="small" />
      </IconButton>
      <Button onClick={toggle} disabled={setActive.isPending}>
        {active ? 'Deactivate' : 'Activate'}
      </Button>
      <Button color="error" onClick={() => setConfirmDelete(true)}>
        Delete
      </Button>
      {confirmDelete && (
        <Dialog open onClose={() => setConfirmDelete(false)} aria-labelledby="delete-service-title">
          <DialogTitle id="delete-service-title">Delete {service.name}?</DialogTitle>
          <DialogContent>
            <DialogContentText>
              Customers can no longer book it. Bookings already made keep their own copy of its name, price and duration, so your
              history and reports stay as they are. To hide it for a while instead, choose Deactivate.
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirmDelete(false)}>Keep Service</Button>
            <Button color="error" variant="contained" disabled={remove.isPending} onClick={doDelete}>
              Delete Service
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
