/**
 * The console's weighing for a customer's dog (issue 58): it runs the API's own schema before it
 * calls, so 0 and 101 kg show that schema's message on the field and send nothing, and a weight
 * the schema takes is sent as the schema reads it.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleCall } from '../../../src/components/console/api';
import { DogWeight } from '../../../src/components/console/DogWeight';
import { JOURNAL_WEIGHT_MESSAGE } from '../../../src/domain/schemas/weight-journal';

vi.mock('../../../src/components/console/api', () => ({
  consoleCall: vi.fn(() => Promise.resolve({})),
  toast: vi.fn(),
}));

const LABEL = 'Biscuit’s weight today (kg)';
const field = () => document.querySelector(`s-text-field[label="${LABEL}"]`)!;

/** What Polaris' field does when staff type: its `value` changes, then `input`. */
function typeInto(value: string) {
  Object.defineProperty(field(), 'value', { value, configurable: true, writable: true });
  fireEvent.input(field());
}

describe('the console’s weighing', () => {
  beforeEach(() => vi.mocked(consoleCall).mockClear());

  it.each(['0', '101'])('%s kg shows the API schema’s message on the field and sends nothing', (typed) => {
    render(<DogWeight customerId="7001" dog={{ id: 'pet_1', name: 'Biscuit' }} onDone={() => {}} />);
    typeInto(typed);
    fireEvent.click(screen.getByText('Save weight'));
    // Polaris' field shows its `error` under it and ties it to the input for screen readers.
    expect(field().getAttribute('error')).toBe(JOURNAL_WEIGHT_MESSAGE);
    expect(consoleCall).not.toHaveBeenCalled();
    typeInto('21');
    expect(field().getAttribute('error')).toBeNull();
  });

  it('sends a weight the schema takes', async () => {
    const onDone = vi.fn();
    render(<DogWeight customerId="7001" dog={{ id: 'pet_1', name: 'Biscuit' }} onDone={onDone} />);
    typeInto('21.4');
    fireEvent.click(screen.getByText('Save weight'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(consoleCall).toHaveBeenCalledWith('customers/7001/pets/pet_1/weights', { method: 'POST', body: { kg: 21.4 } });
    expect(field().getAttribute('error')).toBeNull();
  });
});
