import type { Appointment, Customer } from '@barbershop/core/model';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../../test/withQueryClient';
import { CustomerProfileDialog } from './CustomerProfileDialog';
import { PHONE_TAKEN } from './CustomerEditForm';

const mocks = vi.hoisted(() => ({ update: vi.fn(), post: vi.fn(), visits: [] as Appointment[] }));
vi.mock('../../../lib/firestore/customerData', () => ({
  useCustomerAppointments: () => mocks.visits,
  updateCustomer: mocks.update,
  appointmentsBetween: vi.fn(),
}));
vi.mock('../../../lib/api/client', async (original) => ({
  ...(await original<typeof import('../../../lib/api/client')>()),
  api: { post: mocks.post },
}));

const customer = (id: string, name: string, phone: string, more: Partial<Customer> = {}): Customer => ({
  id,
  shopId: 's1',
  name,
  phone,
  email: `${id}@example.com`,
  notes: '',
  createdAt: new Date(0),
  ...more,
});
const ada = customer('ada', 'Ada Lovelace', '+447911123456', { notes: 'Likes a fade' });
const grace = customer('grace', 'Grace Hopper', '+447911123457');
const augusta = customer('augusta', 'Augusta King', '+447911123458');

function open(role?: 'frontDesk') {
  const onClose = vi.fn();
  render(
    withQueryClient(
      <CustomerProfileDialog shopId="s1" customer={ada} customers={[ada, grace, augusta]} onClose={onClose} role={role} />,
    ),
  );
  return { onClose, user: userEvent.setup(), dialog: screen.getByRole('dialog') };
}

beforeEach(() => {
  mocks.update.mockReset().mockResolvedValue(undefined);
  mocks.post.mockReset();
  mocks.visits = [];
});

describe('the customer profile', () => {
  it('shows contact and notes; a customer without visits has none yet', () => {
    const { dialog } = open();
    expect(within(dialog).getByRole('link', { name: '07911 123456' })).toHaveAttribute('href', 'tel:+447911123456');
    expect(within(dialog).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText('Likes a fade')).toBeInTheDocument();
    expect(within(dialog).getByText('No visits yet')).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Customer figures' })).toHaveTextContent(
      'Total spend£0.00Completed and past visits; upcoming bookings are not includedLast visitNone yetNext visitNone bookedNo-shows0',
    );
  });

  it('shows the front desk the customer without their spend, and offers no erasing', () => {
    const { dialog } = open('frontDesk');
    expect(within(dialog).getByRole('group', { name: 'Customer figures' })).toHaveTextContent(
      'Last visitNone yetNext visitNone bookedNo-shows0',
    );
    expect(dialog).not.toHaveTextContent('£');
    expect(within(dialog).getByRole('button', { name: 'Edit Details' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Erase Customer' })).not.toBeInTheDocument();
  });

  it('edits the details: the phone is stored as E.164, the notes as typed', async () => {
    const { user, dialog } = open();
    await user.click(within(dialog).getByRole('button', { name: 'Edit Details' }));
    expect(screen.getByRole('heading', { name: 'Edit Ada Lovelace' })).toBeInTheDocument();
    const phone = within(dialog).getByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '07911 123 999');
    const notes = within(dialog).getByRole('textbox', { name: 'Notes' });
    await user.clear(notes);
    await user.type(notes, 'Allergic to wax');
    await user.click(within(dialog).getByRole('button', { name: 'Save Customer' }));
    await waitFor(() =>
      expect(mocks.update).toHaveBeenCalledWith('s1', 'ada', {
        name: 'Ada Lovelace',
        phone: '+447911123999',
        email: 'ada@example.com',
        notes: 'Allergic to wax',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it("refuses another customer's phone and a missing name, writing nothing", async () => {
    const { user, dialog } = open();
    await user.click(within(dialog).getByRole('button', { name: 'Edit Details' }));
    const phone = within(dialog).getByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '+44 7911 123457');
    await user.click(within(dialog).getByRole('button', { name: 'Save Customer' }));
    expect(await within(dialog).findByText(PHONE_TAKEN)).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Customer' }));
    expect(await within(dialog).findByText('Customer name is required')).toBeInTheDocument();
    expect(mocks.update).not.toHaveBeenCalled();
  });

  it('merges a duplicate found by phone into this customer', async () => {
    mocks.post.mockResolvedValue({ id: 'ada' });
    const { user, dialog } = open();
    await user.click(within(dialog).getByRole('button', { name: 'Merge Duplicate' }));
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await within(dialog).findByText('Choose the duplicate to merge')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('combobox', { name: 'Duplicate record' }), '07911 123458');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Augusta King · 07911 123458 · augusta@example.com']);
    await user.click(options[0]!);
    expect(within(dialog).getByText(/Augusta King's visits move to Ada Lovelace/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await waitFor(() =>
      expect(mocks.post).toHaveBeenCalledWith('/api/barbershops/s1/customers/ada/merge', { duplicateId: 'augusta' }),
    );
  });

  it('shows why a merge was refused and stays open', async () => {
    const { ApiError } = await import('../../../lib/api/client');
    mocks.post.mockRejectedValue(new ApiError(422, '{"message":"The notes are too long"}', 'Unprocessable'));
    const { user, dialog } = open();
    await user.click(within(dialog).getByRole('button', { name: 'Merge Duplicate' }));
    await user.type(within(dialog).getByRole('combobox', { name: 'Duplicate record' }), 'grace');
    await user.click(within(screen.getByRole('listbox')).getByRole('option'));
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The notes are too long');
  });

  it('erases only after the confirmation, then closes', async () => {
    mocks.post.mockResolvedValue({ appointments: 3 });
    const { user, dialog, onClose } = open();
    await user.click(within(dialog).getByRole('button', { name: 'Erase Customer' }));
    expect(screen.getByRole('heading', { name: 'Erase Ada Lovelace?' })).toBeInTheDocument();
    expect(within(dialog).getByText('This cannot be undone.')).toBeInTheDocument();
    expect(mocks.post).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await user.click(within(dialog).getByRole('button', { name: 'Erase Customer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Erase Customer' }));
    await waitFor(() => expect(mocks.post).toHaveBeenCalledWith('/api/barbershops/s1/customers/ada/erase'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('lists the upcoming bookings and offers Cancel and notify, which cancels them before erasing', async () => {
    const visit = (id: string, date: string, time: string, status: Appointment['status'] = 'scheduled') =>
      ({
        id,
        shopId: 's1',
        customerId: 'ada',
        date,
        time,
        start: new Date(`${date}T${time}:00Z`),
        status,
        serviceName: 'Skin Fade',
        barberName: 'Sam',
        pricePence: 2000,
        services: [],
      }) as unknown as Appointment;
    mocks.visits = [
      visit('past', '2020-01-07', '10:00', 'completed'),
      visit('next', '2099-03-04', '14:30'),
      visit('gone', '2099-03-05', '09:00', 'cancelled'),
    ];
    mocks.post.mockResolvedValue({ appointments: 3, cancelled: 1 });
    const { user, dialog, onClose } = open();
    await user.click(within(dialog).getByRole('button', { name: 'Erase Customer' }));
    expect(within(dialog).getByText(/Ada Lovelace has 1 upcoming booking\./)).toBeInTheDocument();
    const list = within(dialog).getByRole('list', { name: 'Upcoming bookings' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Wed 4 Mar 2099 14:30 · Skin Fade · Sam']);
    expect(within(dialog).getByRole('button', { name: 'Erase, keep bookings' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and notify' }));
    await waitFor(() =>
      expect(mocks.post).toHaveBeenCalledWith('/api/barbershops/s1/customers/ada/erase', { cancelUpcoming: true }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
