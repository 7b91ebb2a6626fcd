import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { QuestionInput } from './QuestionInput';

function Harness({ onSend, pending = false }: { onSend: (q: string) => void; pending?: boolean }) {
  const [value, setValue] = useState('');
  return <QuestionInput value={value} onChange={setValue} onSend={onSend} pending={pending} />;
}

describe('QuestionInput', () => {
  it('sends the trimmed question on Enter; Shift+Enter adds a new line instead', async () => {
    const onSend = vi.fn();
    renderWithProviders(<Harness onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Your question' });
    await userEvent.type(box, '  How is overtime paid?{Shift>}{Enter}{/Shift}per the contract  ');
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue('  How is overtime paid?\nper the contract  ');
    await userEvent.type(box, '{Enter}');
    expect(onSend).toHaveBeenCalledWith('How is overtime paid?\nper the contract');
    expect(screen.getByText('Press Enter to send, Shift+Enter for new line')).toBeInTheDocument();
  });

  it('cannot send a blank or whitespace-only question', async () => {
    const onSend = vi.fn();
    renderWithProviders(<Harness onSend={onSend} />);
    const send = screen.getByRole('button', { name: 'Send question' });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your question' }), '   {Enter}');
    expect(send).toBeDisabled();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('blocks sending while an answer is pending', async () => {
    const onSend = vi.fn();
    renderWithProviders(<Harness onSend={onSend} pending />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Your question' }), 'Sick leave?{Enter}');
    expect(screen.getByRole('button', { name: 'Send question' })).toBeDisabled();
    expect(onSend).not.toHaveBeenCalled();
  });
});
