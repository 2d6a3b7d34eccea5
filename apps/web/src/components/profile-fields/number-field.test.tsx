// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NumberField } from './number-field';

afterEach(cleanup);

describe('NumberField', () => {
  it('keeps only the digits typed, on the numeric keyboard, with its unit after the number', () => {
    const change = vi.fn();
    render(
      <NumberField
        name="height_cm"
        label="Height"
        value=""
        onChange={change}
        error={undefined}
        maxLength={3}
        unit="cm"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Height' });
    expect([input.getAttribute('inputmode'), input.getAttribute('maxlength')]).toEqual(['numeric', '3']);
    expect(screen.getByText('cm')).toBeTruthy();
    fireEvent.change(input, { target: { value: '18a2' } });
    expect(change).toHaveBeenCalledWith('182');
  });

  it('with decimals keeps one point (a comma becomes one), on the decimal keyboard', () => {
    const change = vi.fn();
    render(
      <NumberField
        name="weight_kg"
        label="Weight"
        value=""
        onChange={change}
        error={undefined}
        decimals
        maxLength={5}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Weight' });
    expect(input.getAttribute('inputmode')).toBe('decimal');
    fireEvent.change(input, { target: { value: '72,5' } });
    expect(change).toHaveBeenCalledWith('72.5');
  });

  it('shows its hint until there is an error, then the error instead', () => {
    const props = { name: 'jersey_number', label: 'Jersey', value: '7', onChange: vi.fn(), maxLength: 3 };
    const { rerender } = render(<NumberField {...props} error={undefined} hint="1 to 99" />);
    expect(screen.getByText('1 to 99')).toBeTruthy();
    rerender(<NumberField {...props} error="Too big" hint="1 to 99" />);
    expect(screen.getByText('Too big')).toBeTruthy();
    expect(screen.queryByText('1 to 99')).toBeNull();
  });
});
