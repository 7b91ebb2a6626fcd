import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { AllShopStewardsDocument, DeactivateShopStewardDocument, UpdateShopStewardDocument } from '../../api/manageStewards.graphql';
import { StewardRoster } from './StewardRoster';

const s = (id: string, name: string, isActive = true) => ({
  __typename: 'ShopSteward' as const,
  id,
  name,
  position: 'Steward',
  department: 'Ramp',
  shift: 'day',
  phoneNumber: '(817) 555-0101',
  email: null,
  isActive,
});
const list = (items = [s('1', 'Tanya Whitfield'), s('2', 'Walter Greer', false)]) => ({
  request: { query: AllShopStewardsDocument },
  result: { data: { allShopStewards: items } },
});

describe('StewardRoster', () => {
  it('lists every steward, inactive ones too, with the active count', async () => {
    renderWithProviders(<StewardRoster />, { mocks: [list()] });
    expect(await screen.findAllByTestId('admin-steward')).toHaveLength(2);
    expect(screen.getByTestId('steward-admin-count')).toHaveTextContent('1 active of 2');
    expect(screen.getByRole('button', { name: 'Reactivate Walter Greer' })).toBeInTheDocument();
  });

  it('deactivates after confirmation and reactivates in one click, with toasts', async () => {
    renderWithProviders(<StewardRoster />, {
      mocks: [
        list(),
        {
          request: { query: DeactivateShopStewardDocument, variables: { id: '1' } },
          result: { data: { deactivateShopSteward: s('1', 'Tanya Whitfield', false) } },
        },
        list([s('1', 'Tanya Whitfield', false), s('2', 'Walter Greer', false)]),
        {
          request: { query: UpdateShopStewardDocument, variables: { id: '2', input: { isActive: true } } },
          result: { data: { updateShopSteward: s('2', 'Walter Greer', true) } },
        },
        list([s('1', 'Tanya Whitfield', false), s('2', 'Walter Greer', true)]),
      ],
    });
    await screen.findAllByTestId('admin-steward');
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate Tanya Whitfield' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Steward' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Steward Deactivated')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Reactivate Walter Greer' }));
    expect(await screen.findByText('Steward Reactivated')).toBeInTheDocument();
  });
});
