import { useId, useMemo, useState } from 'react';
import { FONT_CATALOGUE, type FontType } from '../../../core/fonts';

interface Props {
  value: string;
  /** Shown in each font, so the shopper sees their own words. */
  sample: string;
  onChange(family: string): void;
}

type Filter = 'all' | Exclude<FontType, 'both'>;

const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'display', label: 'Display' },
  { value: 'standard', label: 'Standard' },
];

/**
 * The §3 font catalogue as a radio group: each choice previews the shopper's text in its face (the faces
 * ship with the platform). Arrow keys move between fonts, as in any radio group.
 */
export function FontPicker({ value, sample, onChange }: Props) {
  const id = useId();
  const [filter, setFilter] = useState<Filter>('all');
  const [search, setSearch] = useState('');
  const fonts = useMemo(() => {
    const term = search.trim().toLowerCase();
    return FONT_CATALOGUE.filter(
      (font) =>
        (filter === 'all' || font.type === filter || font.type === 'both') &&
        (!term || font.name.toLowerCase().includes(term)),
    );
  }, [filter, search]);
  const preview = sample.split('\n')[0]?.trim().slice(0, 24) || 'Aa Bb Cc';
  return (
    <fieldset className="studio-fieldset studio-font-picker">
      <legend>Font</legend>
      <div className="studio-font-tools">
        <label className="visually-hidden" htmlFor={`${id}-search`}>
          Search fonts
        </label>
        <input
          id={`${id}-search`}
          type="search"
          placeholder="Search fonts"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <fieldset className="studio-segmented">
          <legend className="visually-hidden">Kind of font</legend>
          {FILTERS.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={filter === option.value}
              onClick={() => setFilter(option.value)}
            >
              {option.label}
            </button>
          ))}
        </fieldset>
      </div>
      <div className="studio-font-list" role="radiogroup" aria-label="Fonts">
        {fonts.length === 0 ? <p className="studio-muted">No font matches “{search}”.</p> : null}
        {fonts.map((font) => (
          <label key={font.name} className="studio-font-option">
            <input
              type="radio"
              name={`${id}-font`}
              value={font.name}
              checked={font.name === value}
              onChange={() => onChange(font.name)}
            />
            <span className="studio-font-preview" style={{ fontFamily: `'${font.name}'` }}>
              {font.capitalised ? preview.toUpperCase() : preview}
            </span>
            <span className="studio-font-name">{font.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
