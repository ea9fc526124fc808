import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ToastProvider, useToast } from './toast';

function Trigger() {
  const toast = useToast();
  return <button onClick={() => toast({ title: 'Business profile updated' })}>show</button>;
}

async function showToast() {
  render(
    <ToastProvider>
      <Trigger />
    </ToastProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'show' }));
  return screen.findByRole('status');
}

describe('toasts', () => {
  it('dismiss with the F8 hotkey', async () => {
    await showToast();
    expect(screen.getByText('Business profile updated')).toBeInTheDocument();
    await userEvent.keyboard('{F8}');
    await waitFor(() => expect(screen.queryByText('Business profile updated')).not.toBeInTheDocument());
  });

  it('dismiss with a swipe right of 50 px, and spring back from a shorter one', async () => {
    const toast = await showToast();
    act(() => {
      fireEvent.pointerDown(toast, { clientX: 100 });
      fireEvent.pointerMove(toast, { clientX: 149 });
      fireEvent.pointerUp(toast, { clientX: 149 });
    });
    expect(screen.getByText('Business profile updated')).toBeInTheDocument();
    expect(toast.style.transform).toBe('');
    act(() => {
      fireEvent.pointerDown(toast, { clientX: 100 });
      fireEvent.pointerMove(toast, { clientX: 130 });
    });
    expect(toast.style.transform).toBe('translateX(30px)');
    act(() => void fireEvent.pointerUp(toast, { clientX: 150 }));
    await waitFor(() => expect(screen.queryByText('Business profile updated')).not.toBeInTheDocument());
  });
});
