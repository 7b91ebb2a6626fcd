import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { renderWithProviders } from '@/test/render';
import type { CaseEvent } from '../../api/useGrievances';
import { CaseTimeline } from './CaseTimeline';

const event = (seq: number, fields: Partial<CaseEvent>): CaseEvent & { __typename: 'CaseEvent' } => ({
  __typename: 'CaseEvent',
  id: `ev${seq}`,
  seq,
  kind: 'note',
  summary: 'Note from the union',
  text: null,
  actorName: 'Linda Nguyen',
  at: `2026-11-0${seq}T15:00:00.000Z`,
  ...fields,
});

describe('CaseTimeline', () => {
  it('lists the shared history oldest first: what happened, the words written with it, who and when', () => {
    const events = [
      event(1, { kind: 'submitted', summary: 'Grievance submitted', actorName: 'Maria Lopez' }),
      event(2, { kind: 'assigned', summary: 'Assigned to Linda Nguyen', actorName: 'Linda Nguyen' }),
      event(3, { kind: 'note', summary: 'Note from the union', text: 'I spoke to the supervisor.\nHe will answer Friday.' }),
    ];
    renderWithProviders(<CaseTimeline events={events} />);
    const list = screen.getByRole('list', { name: 'Case history' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/submitted|Assigned|Note from/).textContent)).toEqual([
      'Grievance submitted',
      'Assigned to Linda Nguyen',
      'Note from the union',
    ]);
    expect(within(items[0]).getByText(`Maria Lopez · ${formatDateTime('2026-11-01T15:00:00.000Z')}`)).toBeInTheDocument();
    expect(within(items[2]).getByText(/I spoke to the supervisor\.\s+He will answer Friday\./)).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(within(items[2]).getByText(`Linda Nguyen · ${formatDateTime('2026-11-03T15:00:00.000Z')}`)).toBeInTheDocument();
  });

  it('says when nothing is recorded yet', () => {
    renderWithProviders(<CaseTimeline events={[]} />);
    expect(screen.getByText('Nothing has been recorded on this case yet.')).toBeInTheDocument();
  });
});
