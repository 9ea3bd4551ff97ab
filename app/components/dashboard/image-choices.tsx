import { imageUrl } from '../../../core/images';

/** One of the store's images that may be chosen. */
export interface ImageOption {
  path: string;
  name: string;
}

/**
 * Radio buttons named `name` (so they work before hydration): "none" (value '') first, then each of the
 * store's images as a thumbnail of `thumbnail` CSS pixels with its name. With `onSelect` the choice is
 * controlled by `selected`; without it `selected` is only the first choice.
 */
export function ImageChoices<T extends ImageOption>({
  idPrefix,
  name,
  choices,
  selected,
  onSelect,
  noneLabel,
  thumbnail,
  classNames,
}: {
  idPrefix: string;
  name: string;
  choices: readonly T[];
  selected: string;
  onSelect?: (choice: T | null) => void;
  noneLabel: string;
  thumbnail: { width: number; height: number };
  classNames: { list: string; none: string };
}) {
  const checkedWhen = (value: string) =>
    onSelect ? { checked: selected === value } : { defaultChecked: selected === value };
  return (
    <ul className={classNames.list}>
      <li>
        <input
          type="radio"
          id={idPrefix}
          name={name}
          value=""
          {...checkedWhen('')}
          onChange={onSelect ? () => onSelect(null) : undefined}
        />
        <label htmlFor={idPrefix}>
          <span className={classNames.none} aria-hidden="true" />
          <span>{noneLabel}</span>
        </label>
      </li>
      {choices.map((choice, index) => (
        <li key={choice.path}>
          <input
            type="radio"
            id={`${idPrefix}-${index}`}
            name={name}
            value={choice.path}
            {...checkedWhen(choice.path)}
            onChange={onSelect ? () => onSelect(choice) : undefined}
          />
          <label htmlFor={`${idPrefix}-${index}`}>
            <img
              src={imageUrl(choice.path, { width: thumbnail.width * 2, height: thumbnail.height * 2 })}
              alt=""
              width={thumbnail.width}
              height={thumbnail.height}
              loading="lazy"
            />
            <span>{choice.name}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}
