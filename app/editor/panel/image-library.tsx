import { useCallback, useId } from 'react';
import { usePanel } from './panel-context';
import { type LibraryImage, PICKER_MESSAGES } from './picker-api';
import { useDebouncedSearch } from './use-debounced-search';

/** The store's files library: search it and pick an image. */
export function ImageLibrary({ onPick }: { onPick: (file: LibraryImage) => void }) {
  const id = useId();
  const { pickers } = usePanel();
  const findImages = useCallback(
    (search: string) =>
      pickers.listFiles(search).then((files) => files.filter((file) => file.type === 'image')),
    [pickers],
  );
  const { search, setSearch, state } = useDebouncedSearch(findImages);
  return (
    <div className="panel-library">
      <label htmlFor={`${id}-search`}>Search your files</label>
      <input
        id={`${id}-search`}
        type="search"
        value={search}
        maxLength={100}
        aria-controls={`${id}-files`}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <ul
        id={`${id}-files`}
        className="panel-library-files"
        aria-label="Your images"
        aria-busy={state.status === 'loading'}
      >
        {state.status === 'done'
          ? state.results.map((file) => (
              <li key={file.id}>
                <button type="button" className="panel-library-file" onClick={() => onPick(file)}>
                  <img src={file.thumbnail ?? file.path} alt="" loading="lazy" />
                  <span>{file.name}</span>
                </button>
              </li>
            ))
          : null}
        {state.status === 'done' && state.results.length === 0 ? (
          <li className="panel-none">
            {search ? `No image matches “${search}”.` : 'No images yet: upload one.'}
          </li>
        ) : null}
        {state.status === 'failed' ? (
          <li className="panel-field-error" role="alert">
            {PICKER_MESSAGES.failed}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
