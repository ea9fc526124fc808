import { render, screen } from '@testing-library/react';
import { useFormik } from 'formik';
import { describe, expect, it } from 'vitest';
import { HoursStep, timeText, timeValue } from '../../shared/shop/HoursStep';
import { newShopValues } from './wizardForm';

function Harness() {
  const formik = useFormik({ initialValues: newShopValues('Fresh Fades'), onSubmit: () => undefined });
  return <HoursStep formik={formik} />;
}

describe('HoursStep', () => {
  it("reads and writes the form's HH:mm times", () => {
    expect(timeText(timeValue('09:30'))).toBe('09:30');
    expect(timeText(timeValue('18:00'))).toBe('18:00');
    expect(timeValue('')).toBeNull();
    expect(timeText(null)).toBe('');
  });

  it("shows each day's opening and closing time in time pickers, Monday first, Sunday closed", () => {
    render(<Harness />);
    const names = screen.getAllByText(/day$/).map((el) => el.textContent);
    expect(names).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(document.querySelector<HTMLInputElement>('input[name="hours.1.startTime"]')?.value).toBe('09:00');
    expect(document.querySelector<HTMLInputElement>('input[name="hours.6.endTime"]')?.value).toBe('17:00');
    expect(screen.getAllByRole('button', { name: /Choose time/ })).toHaveLength(14);
    expect(screen.getAllByText('Closed')).toHaveLength(1);
  });
});
