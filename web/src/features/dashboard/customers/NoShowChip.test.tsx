import type { Appointment } from '@barbershop/core/model';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NoShowChip } from './NoShowChip';

const mocks = vi.hoisted(() => ({ visits: [] as Pick<Appointment, 'status'>[], asked: vi.fn() }));
vi.mock('../../../lib/firestore/customerData', () => ({
  useCustomerAppointments: (shopId: string, customerId: string) => {
    mocks.asked(shopId, customerId);
    return mocks.visits;
  },
}));

describe('the no-show chip', () => {
  it("counts the customer's no-shows", () => {
    mocks.visits = [{ status: 'no_show' }, { status: 'completed' }, { status: 'no_show' }, { status: 'cancelled' }];
    render(<NoShowChip shopId="s1" customerId="ada" />);
    expect(screen.getByText('2 no-shows')).toBeInTheDocument();
    expect(mocks.asked).toHaveBeenCalledWith('s1', 'ada');
  });

  it('says nothing for a reliable customer or a walk-in without a record', () => {
    mocks.visits = [{ status: 'completed' }];
    mocks.asked.mockReset();
    const { container, rerender } = render(<NoShowChip shopId="s1" customerId="ada" />);
    expect(container).toBeEmptyDOMElement();
    mocks.visits = [{ status: 'no_show' }];
    rerender(<NoShowChip shopId="s1" customerId="" />);
    expect(container).toBeEmptyDOMElement();
    expect(mocks.asked).toHaveBeenCalledTimes(1);
  });
});
