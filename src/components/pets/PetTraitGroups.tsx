import type { Pet } from '../../domain/schemas/pet';
import { OptionGroup, type Option } from '../ui/OptionGroup';
import { ACTIVITY_OPTIONS, BODY_CONDITION_OPTIONS, LIFE_STAGE_OPTIONS, withoutImages } from './pet-options';

type Traits = Pick<Pet, 'life_stage' | 'body_condition' | 'activity_level'>;

/** The three choices, in the order every form asks them. */
const TRAITS: readonly { key: keyof Traits; label: string; options: readonly Option<string>[] }[] = [
  { key: 'life_stage', label: 'Life stage', options: LIFE_STAGE_OPTIONS },
  { key: 'body_condition', label: 'Body condition', options: BODY_CONDITION_OPTIONS },
  { key: 'activity_level', label: 'Activity level', options: ACTIVITY_OPTIONS },
];

/**
 * The three choices that set a dog's calories after its weight — life stage, body condition,
 * activity — as buttons (with pictures where there is room) or as selects.
 */
export function PetTraitGroups({
  value,
  onChange,
  variant,
  pictures,
  help,
}: {
  value: Traits;
  onChange: (change: Partial<Traits>) => void;
  variant?: 'buttons' | 'select';
  pictures: boolean;
  /** Each choice's help tip beside its name (the calculator's), none when left out. */
  help?: Record<keyof Traits, string>;
}) {
  return TRAITS.map(({ key, label, options }) => (
    <OptionGroup
      key={key}
      variant={variant}
      label={label}
      help={help?.[key]}
      options={pictures ? options : withoutImages(options)}
      value={value[key]}
      // The key names the field the choice is for, so the change is of that field's type.
      onChange={(choice) => onChange({ [key]: choice } as Partial<Traits>)}
    />
  ));
}
