import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../../src/components/ui/Dialog';
import { BreedCombobox } from '../../../src/components/pets/BreedCombobox';
import { searchBreeds } from '../../../src/domain/breeds';

function Harness({ initial = '', onChange }: { initial?: string; onChange?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <BreedCombobox
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Breed' });
const options = () => screen.getAllByRole('option').map((o) => o.textContent);

describe('BreedCombobox', () => {
  it('is a labelled ARIA combobox whose list starts closed', () => {
    render(<Harness />);
    const input = combobox();
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-controls')).toBeTruthy();
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('filters the breed list by a case-insensitive substring as the owner types', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(combobox(), 'RETRIEVER');
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    expect(options()).toEqual(searchBreeds('retriever'));
    expect(options()).toContain('Golden Retriever');
    expect(options()).toContain('Labrador Retriever');
  });

  it('moves through the options with the arrow keys and picks one with Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.type(combobox(), 'poo');
    await user.keyboard('{ArrowDown}');
    const [first, second] = screen.getAllByRole('option');
    expect(combobox().getAttribute('aria-activedescendant')).toBe(first!.id);
    expect(first!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(combobox().getAttribute('aria-activedescendant')).toBe(second!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // Up from the first wraps to the last.
    const all = screen.getAllByRole('option');
    expect(combobox().getAttribute('aria-activedescendant')).toBe(all[all.length - 1]!.id);
    await user.keyboard('{ArrowDown}{Enter}');
    expect((combobox() as HTMLInputElement).value).toBe(searchBreeds('poo')[0]);
    expect(onChange).toHaveBeenLastCalledWith(searchBreeds('poo')[0]);
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
  });

  it('opens with ArrowDown on an empty field and offers the whole list, Mixed and Other last', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(combobox());
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    const shown = options();
    expect(shown.slice(-2)).toEqual(['Mixed', 'Other']);
  });

  it('keeps free text that is not in the list', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(combobox(), 'Kuri{Enter}');
    expect((combobox() as HTMLInputElement).value).toBe('Kuri');
  });

  it('picks an option with the mouse', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(combobox(), 'cavoo');
    await user.click(screen.getByRole('option', { name: 'Cavoodle' }));
    expect((combobox() as HTMLInputElement).value).toBe('Cavoodle');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('closes its list with Escape without closing the dialog around it; a second Escape closes the dialog', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Dialog title="Add Dog" onClose={onClose}>
        <Harness />
      </Dialog>,
    );
    await user.type(combobox(), 'terrier');
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect((combobox() as HTMLInputElement).value).toBe('terrier');
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
