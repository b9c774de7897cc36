import { clampKibblePercentForSlider, KIBBLE_PERCENT_MAX, KIBBLE_PERCENT_MIN } from '../../domain/feeding';

/**
 * The share of kibble in a dog's food, 5 % steps within the calculator's range, with the value
 * beside it (and read out as '60% kibble'). The label is the form's, pointing at `id`.
 */
export function KibbleSlider({ id, percent, onChange }: { id: string; percent: unknown; onChange: (percent: number) => void }) {
  const value = clampKibblePercentForSlider(percent);
  return (
    <div className="slider-row">
      <input
        id={id}
        type="range"
        min={KIBBLE_PERCENT_MIN}
        max={KIBBLE_PERCENT_MAX}
        step={5}
        value={value}
        aria-valuetext={`${value}% kibble`}
        onChange={(e) => onChange(Number(e.target.value))}
      />
      <output htmlFor={id}>{value}%</output>
    </div>
  );
}
