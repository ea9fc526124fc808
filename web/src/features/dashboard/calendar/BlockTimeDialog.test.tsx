import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BlockTimeDialog } from './BlockTimeDialog';

describe('Block Time dialog', () => {
  it('shows the validation messages and sends nothing while invalid', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(<BlockTimeDialog barberId="b1" today="2026-11-23" date="2026-11-24" onClose={() => undefined} />);
    const user = userEvent.setup();
    const start = screen.getByLabelText('Start date');
    await user.clear(start);
    await user.type(start, '2026-11-20');
    await user.click(screen.getByRole('button', { name: 'Block Time' }));
    await waitFor(() => expect(screen.getByText('Reason is required')).toBeInTheDocument());
    expect(screen.getByText('Start date cannot be earlier than today')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('hides the times for an all-day block', async () => {
    render(<BlockTimeDialog barberId="b1" today="2026-11-23" date="2026-11-24" onClose={() => undefined} />);
    expect(screen.getByLabelText('Start time')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByLabelText('All day'));
    expect(screen.queryByLabelText('Start time')).not.toBeInTheDocument();
  });
});
