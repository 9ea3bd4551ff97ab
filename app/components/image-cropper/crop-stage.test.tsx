// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { CropStage } from './crop-stage';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let container: HTMLElement | null = null;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = null;
  container = null;
});

function mount(describeOn: 'stage' | 'cropper') {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root?.render(
      <CropStage
        image="data:image/png;base64,"
        aspect={1}
        zoomRange={{ min: 1, max: 2, step: 0.1 }}
        zoomLabel="Zoom the logo"
        classNames={{ hint: 'hint', stage: 'stage', field: 'field' }}
        describe={describeOn}
        onAreaChange={() => {}}
      >
        <p className="extra">Shape</p>
      </CropStage>,
    ),
  );
  return container;
}

describe('CropStage', () => {
  it('labels the zoom slider, starts it at the least zoom and puts extra fields before it', () => {
    const view = mount('stage');
    const slider = view.querySelector<HTMLInputElement>('input[type="range"]');
    const label = view.querySelector(`label[for="${slider?.id}"]`);
    expect(label?.textContent).toBe('Zoom the logo');
    expect(slider?.value).toBe('1');
    expect(slider?.max).toBe('2');
    expect([...view.children].map((child) => child.className)).toEqual(['hint', 'stage', 'extra', 'field']);
  });

  it('attaches the hint to the stage or to the cropper itself', () => {
    const onStage = mount('stage');
    const hintId = onStage.querySelector('.hint')?.id;
    expect(onStage.querySelector('.stage')?.getAttribute('aria-describedby')).toBe(hintId);
    expect(onStage.querySelector('[role="application"]')).toBeNull();
    act(() => root?.unmount());
    container?.remove();

    // The cropper draws its crop area (which carries the hint then) only once the picture has loaded.
    const onCropper = mount('cropper');
    expect(onCropper.querySelector('.stage')?.hasAttribute('aria-describedby')).toBe(false);
  });
});
