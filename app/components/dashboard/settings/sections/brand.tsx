import { storeImageFormSchema } from '../../../../../core/store/dashboard-settings';
import { AccountForm, type FormAnswer } from '../../../forms/form';
import { SelectField } from '../fields';
import { ImageCropper } from '../image-cropper';
import type { LibraryImage, SettingsSectionEntry, SettingsSectionProps } from './settings-section';

function ImagePicker({
  intent,
  label,
  current,
  images,
  answer,
}: {
  intent: 'logo' | 'favicon';
  label: string;
  current: string | null;
  images: LibraryImage[];
  answer: FormAnswer | undefined;
}) {
  const selected = images.find((image) => image.path === current);
  return (
    <AccountForm
      schema={storeImageFormSchema}
      answer={answer}
      intent={intent}
      labels={{ mediaFileId: `${label} from your files` }}
      submitLabel={`Use as the ${label.toLowerCase()}`}
      secondary
    >
      {(errors, formId) => (
        <SelectField
          formId={formId}
          name="mediaFileId"
          label={`${label} from your files`}
          errors={errors}
          defaultValue={selected ? String(selected.id) : ''}
          options={[
            { value: '', label: 'Choose an image' },
            ...images.map((image) => ({ value: String(image.id), label: image.name })),
          ]}
        />
      )}
    </AccountForm>
  );
}

function BrandSettings({ settings, answer, images, uploadUrl }: SettingsSectionProps) {
  return (
    <div className="dashboard-forms">
      <div className="settings-brand">
        <h3>Logo</h3>
        <p className="settings-preview">
          {settings.logo ? (
            <img
              src={settings.logo}
              alt={`The current logo of ${settings.companyName}`}
              width={225}
              height={40}
            />
          ) : (
            'No logo yet: the header shows the company name.'
          )}
        </p>
        {uploadUrl ? (
          <ImageCropper intent="logo" label="logo" aspect={4} longSide={900} uploadUrl={uploadUrl} />
        ) : null}
        <ImagePicker intent="logo" label="Logo" current={settings.logo} images={images} answer={answer} />
      </div>
      <div className="settings-brand">
        <h3>Favicon</h3>
        <p className="settings-preview">
          {settings.favicon ? (
            <img src={settings.favicon} alt="The current favicon" width={32} height={32} />
          ) : (
            'No favicon yet: browsers show the logo.'
          )}
        </p>
        {uploadUrl ? (
          <ImageCropper intent="favicon" label="favicon" aspect={1} longSide={256} uploadUrl={uploadUrl} />
        ) : null}
        <ImagePicker
          intent="favicon"
          label="Favicon"
          current={settings.favicon}
          images={images}
          answer={answer}
        />
      </div>
    </div>
  );
}

export const brandSection: SettingsSectionEntry = {
  id: 'brand',
  title: 'Logo and favicon',
  Content: BrandSettings,
};
