import { useState } from 'react';
import { FocalPoint } from '../../components/dashboard/focal-point';
import { type FieldProps, textOf } from './field-props';
import { FieldShell } from './field-shell';
import { ImageCrop } from './image-crop';
import { ImageLibrary } from './image-library';
import { ImageUpload } from './image-upload';
import { imageParts, imageValue, previewOf } from './image-value';
import type { LibraryImage } from './picker-api';

type Mode = 'idle' | 'library' | 'crop' | 'focus';

/**
 * An image: picked from the store's files library or uploaded (with progress), then cropped into a new
 * file and given a focal point. The focal point is kept in the image's address (see image-value.ts).
 */
export function ImageField({ field, id, value, error, onChange }: FieldProps) {
  const current = textOf(value);
  const { source, focus } = imageParts(current);
  const [mode, setMode] = useState<Mode>('idle');
  const [name, setName] = useState('image');
  const use = (file: LibraryImage) => {
    setName(file.name);
    setMode('idle');
    onChange(file.path);
  };
  const toggle = (next: Mode) => setMode(mode === next ? 'idle' : next);
  return (
    <FieldShell id={id} label={field.label} error={error} as="fieldset">
      <div className="panel-image" id={id}>
        {current ? (
          <img
            className="panel-image-preview"
            src={previewOf(current)}
            alt={`${field.label}: the one chosen`}
          />
        ) : (
          <p className="panel-none">No image</p>
        )}
        <div className="panel-inline">
          <button
            type="button"
            className="panel-button"
            aria-expanded={mode === 'library'}
            onClick={() => toggle('library')}
          >
            Choose from your files
          </button>
          <ImageUpload label={field.label} onUploaded={use} />
          {current ? (
            <>
              <button
                type="button"
                className="panel-button"
                aria-expanded={mode === 'crop'}
                onClick={() => toggle('crop')}
              >
                Crop
              </button>
              <button
                type="button"
                className="panel-button"
                aria-expanded={mode === 'focus'}
                onClick={() => toggle('focus')}
              >
                Focal point
              </button>
              <button type="button" className="panel-button" onClick={() => onChange('')}>
                Remove image
              </button>
            </>
          ) : null}
        </div>
      </div>
      {mode === 'library' ? <ImageLibrary onPick={use} /> : null}
      {mode === 'crop' && current ? (
        <ImageCrop source={source} name={name} onCropped={use} onCancel={() => setMode('idle')} />
      ) : null}
      {mode === 'focus' && current ? (
        <FocalPoint
          src={source}
          aspect={16 / 9}
          label={`${field.label} focal point`}
          hint="Drag the picture, or focus it and use the arrow keys, to keep what matters in view when screens crop it."
          focus={focus}
          onFocus={(next) => onChange(imageValue(source, next))}
          classPrefix="panel-focal"
        />
      ) : null}
    </FieldShell>
  );
}
