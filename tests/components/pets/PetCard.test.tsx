import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PetCard } from '../../../src/components/pets/PetCard';
import type { PetRecord } from '../../../src/stores/pets';
import { savedPet } from '../../factories/pet';

const rex: PetRecord = savedPet();

describe('PetCard (Manage My Furbabies)', () => {
  it('names the card with a level-2 heading, the next level under the page title', () => {
    render(<PetCard pet={rex} onEdit={() => {}} onDelete={() => {}} />);
    const card = screen.getByRole('article', { name: 'Rex' });
    expect(within(card).getByRole('heading', { level: 2 }).id).toBe(card.getAttribute('aria-labelledby'));
  });

  it('marks a dog left out of the family plan in its heading', () => {
    render(<PetCard pet={{ ...rex, includeInFamilyFeedingPlan: false }} onEdit={() => {}} onDelete={() => {}} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toMatch(/^Rex.*Unsubscribed/);
  });

  it('edits and deletes from the card’s buttons', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    render(<PetCard pet={rex} onEdit={onEdit} onDelete={onDelete} />);
    const user = userEvent.setup();
    const buttons = within(screen.getByRole('article')).getAllByRole('button');
    await user.click(buttons.find((b) => /edit/i.test(b.textContent ?? ''))!);
    await user.click(buttons.find((b) => /delete|remove/i.test(b.textContent ?? ''))!);
    expect(onEdit).toHaveBeenCalledOnce();
    expect(onDelete).toHaveBeenCalledOnce();
  });
});
