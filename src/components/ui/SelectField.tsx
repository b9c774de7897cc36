import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange' | 'children'>;

/**
 * A labelled select of a fixed list (a dog's life stage, activity, body condition, sex), each
 * value shown by its label; an optional first option for "none yet", and room below for an error.
 *
 * @example
 * <SelectField id="life" label="Life Stage" values={LIFE_STAGES} labels={LIFE_STAGE_LABELS} value={stage} onChange={setStage} />
 */
export function SelectField<T extends string>({
  id,
  label,
  values,
  labels,
  value,
  onChange,
  emptyOption,
  selectRef,
  children,
  ...rest
}: SelectProps & {
  id: string;
  label: ReactNode;
  values: readonly T[];
  labels: Record<T, string>;
  value: string;
  /** The chosen option's value: one of `values`, or '' for `emptyOption`. */
  onChange: (value: string) => void;
  emptyOption?: string;
  selectRef?: Ref<HTMLSelectElement>;
  children?: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} ref={selectRef} value={value} onChange={(e) => onChange(e.target.value)} {...rest}>
        {emptyOption === undefined ? null : <option value="">{emptyOption}</option>}
        {values.map((v) => (
          <option key={v} value={v}>
            {labels[v]}
          </option>
        ))}
      </select>
      {children}
    </div>
  );
}
