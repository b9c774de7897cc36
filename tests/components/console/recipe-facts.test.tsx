/**
 * A recipe's feeding facts in the console's Plans & recipes (issue 60 §5): the API's own schema
 * runs first, so an absurd kcal per kg shows that schema's message on its field and sends
 * nothing; facts the schema takes are sent as numbers, and the saved answer is handed back.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleCall } from '../../../src/components/console/api';
import { RecipeFacts } from '../../../src/components/console/RecipeFacts';
import { KCAL_PER_KG_MESSAGE, PROTEIN_PERCENT_MESSAGE } from '../../../src/domain/feeding-facts';

vi.mock('../../../src/components/console/api', () => ({
  consoleCall: vi.fn(() => Promise.resolve({ recipes: [] })),
  toast: vi.fn(),
}));

const recipe = { id: 'p1', title: 'Harbour Hoki', kcalPerKg: 3500, proteinPercent: 27 };
const field = (label: string) => document.querySelector(`s-text-field[label="Harbour Hoki: ${label}"]`)!;

/** What Polaris' field does when staff type: its `value` changes, then `input`. */
function typeInto(label: string, value: string) {
  Object.defineProperty(field(label), 'value', { value, configurable: true, writable: true });
  fireEvent.input(field(label));
}

describe('the console’s recipe facts', () => {
  beforeEach(() => vi.mocked(consoleCall).mockClear());

  it.each(['0', '-3380', '350', '60000', 'lots'])('kcal per kg %s shows the API schema’s message on its field and sends nothing', (typed) => {
    render(<RecipeFacts recipe={recipe} onSaved={() => {}} />);
    typeInto('kcal per kg', typed);
    fireEvent.click(screen.getByText('Save'));
    expect(field('kcal per kg').getAttribute('error')).toBe(KCAL_PER_KG_MESSAGE);
    expect(field('protein %').getAttribute('error')).toBeNull();
    expect(consoleCall).not.toHaveBeenCalled();
  });

  it('a protein % over 100 is refused on its own field', () => {
    render(<RecipeFacts recipe={recipe} onSaved={() => {}} />);
    typeInto('protein %', '120');
    fireEvent.click(screen.getByText('Save'));
    expect(field('protein %').getAttribute('error')).toBe(PROTEIN_PERCENT_MESSAGE);
    expect(consoleCall).not.toHaveBeenCalled();
  });

  it('sends facts the schema takes (a thousands comma is fine) and hands back the saved catalogue', async () => {
    const onSaved = vi.fn();
    render(<RecipeFacts recipe={recipe} onSaved={onSaved} />);
    typeInto('kcal per kg', '3,610');
    typeInto('protein %', '29.5');
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ recipes: [] }));
    expect(consoleCall).toHaveBeenCalledWith('catalogue/recipes/p1', { method: 'POST', body: { kcalPerKg: 3610, proteinPercent: 29.5 } });
  });
});
