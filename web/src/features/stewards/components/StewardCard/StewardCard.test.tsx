import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { StewardCard } from './StewardCard';

const base = { id: '1', name: 'Linda Nguyen', department: 'Baggage', phoneNumber: '(817) 555-0104', email: 'l.nguyen@example.org' };

describe('StewardCard', () => {
  it.each([
    ['Chief Steward', 'primary'],
    ['Alternate Steward', 'secondary'],
    ['Steward', 'outline'],
  ])('gives %s the %s badge style', (position, style) => {
    renderWithProviders(<StewardCard steward={{ ...base, position, shift: 'day' }} />);
    expect(screen.getByText(position).closest('[data-style]')).toHaveAttribute('data-style', style);
  });

  it('shows the shift label, a tel: link with only digits and +, and a mail link', () => {
    renderWithProviders(<StewardCard steward={{ ...base, position: 'Steward', shift: 'night', phoneNumber: '+1 (817) 555-0104' }} />);
    expect(screen.getByText('Night Shift')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Call Linda Nguyen/ })).toHaveAttribute('href', 'tel:+18175550104');
    expect(screen.getByRole('link', { name: 'Email Linda Nguyen' })).toHaveAttribute('href', 'mailto:l.nguyen@example.org');
  });

  it('shows another shift value as it is, and no email button without an email', () => {
    renderWithProviders(<StewardCard steward={{ ...base, position: 'Steward', shift: 'rotating', email: null }} />);
    expect(screen.getByText('rotating')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Email/ })).toBeNull();
  });

  it('wraps an unbroken long name and department inside the card (they ran off a phone screen)', () => {
    const name = 'N'.repeat(120);
    renderWithProviders(<StewardCard steward={{ ...base, name, department: 'D'.repeat(100), position: 'Steward', shift: 'day' }} />);
    expect(screen.getByRole('heading', { name })).toHaveStyle({ overflowWrap: 'anywhere' });
    expect(screen.getByText('D'.repeat(100))).toHaveStyle({ overflowWrap: 'anywhere' });
  });
});
