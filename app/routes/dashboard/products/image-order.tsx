import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState } from 'react';
import { imageUrl } from '../../../../core/images/url';
import { ALT_TEXT_MAX_LENGTH } from '../../../../core/product-admin/editor-form';
import { ImageDeleteTool, ImageFocusTool } from './image-tools';

export interface EditorImage {
  id: number;
  original: string;
  altText: string;
  colour: string | null;
  focus: { x: number; y: number };
}

interface ImageOrderProps {
  images: EditorImage[];
  /** The page's form that deletes an image (outside the editor's form). */
  deleteFormId: string;
  hydrated: boolean;
  errors: Record<string, string[] | undefined> | undefined;
  /** What was typed, echoed by a refused save. */
  echoed: Record<string, string>;
}

/**
 * The product's images in the order shoppers see them, each with its alt text. Reordered by dragging a
 * handle, or from the keyboard: focus a handle, Space to lift, arrows to move, Space to drop (Escape puts
 * it back). The order posts as `imageOrder`.
 */
export function ImageOrder({ images, deleteFormId, hydrated, errors, echoed }: ImageOrderProps) {
  const [chosenOrder, setOrder] = useState(() => {
    const typed = (echoed.imageOrder ?? '').split(',').map(Number);
    const known = typed.filter((id) => images.some((image) => image.id === id));
    return known.length === images.length ? known : images.map((image) => image.id);
  });
  // Photos uploaded since (the page's data is read again) join the end of the order chosen here.
  const order = [
    ...chosenOrder.filter((id) => images.some((image) => image.id === id)),
    ...images.filter((image) => !chosenOrder.includes(image.id)).map((image) => image.id),
  ];
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const byId = new Map(images.map((image) => [image.id, image]));
  const position = (id: number) => order.indexOf(id) + 1;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setOrder(arrayMove(order, order.indexOf(Number(active.id)), order.indexOf(Number(over.id))));
  };

  const describe = (id: number | string) => {
    const image = byId.get(Number(id));
    return image ? `image ${position(image.id)}${image.altText ? ` (${image.altText})` : ''}` : 'image';
  };

  if (images.length === 0) return <p className="empty-state">This product has no images yet.</p>;

  return (
    <DndContext
      id="product-images"
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            'To move an image, press Space to lift it, use the arrow keys to move it, and Space again to drop it. Escape cancels.',
        },
        announcements: {
          onDragStart: ({ active }) => `Lifted ${describe(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over ? `${describe(active.id)} is over position ${position(Number(over.id))}.` : undefined,
          onDragEnd: ({ active, over }) =>
            over ? `Dropped ${describe(active.id)} at position ${position(Number(over.id))}.` : 'Dropped.',
          onDragCancel: ({ active }) => `Moving ${describe(active.id)} was cancelled.`,
        },
      }}
    >
      <input type="hidden" name="imageOrder" value={order.join(',')} />
      <SortableContext items={order} strategy={verticalListSortingStrategy}>
        <ol className="product-images" data-testid="product-images">
          {order.map((id, index) => {
            const image = byId.get(id);
            return image ? (
              <SortableImage
                key={id}
                image={image}
                index={index}
                deleteFormId={deleteFormId}
                hydrated={hydrated}
                error={errors?.[`imageAlt.${id}`]?.[0]}
                altText={echoed[`imageAlt.${id}`] ?? image.altText}
              />
            ) : null;
          })}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableImage({
  image,
  index,
  deleteFormId,
  hydrated,
  error,
  altText,
}: {
  image: EditorImage;
  index: number;
  deleteFormId: string;
  hydrated: boolean;
  error: string | undefined;
  altText: string;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: image.id });
  const altId = `image-alt-${image.id}`;
  return (
    <li
      ref={setNodeRef}
      className="product-image"
      data-dragging={isDragging || undefined}
      data-image-id={image.id}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="product-image-handle"
        {...attributes}
        {...listeners}
        aria-label={`Move image ${index + 1}${image.colour ? `, ${image.colour}` : ''}`}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <img
        src={imageUrl(image.original, {
          width: 160,
          height: 160,
          focusX: image.focus.x,
          focusY: image.focus.y,
        })}
        alt=""
        width={80}
        height={80}
      />
      <div className={`form-field product-image-alt${error ? ' form-field-invalid' : ''}`}>
        <label htmlFor={altId}>
          Alt text for image {index + 1}
          {image.colour ? ` (${image.colour})` : ''}
        </label>
        <input
          id={altId}
          name={`imageAlt.${image.id}`}
          defaultValue={altText}
          maxLength={ALT_TEXT_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${altId}-error` : undefined}
        />
        {error ? (
          <p id={`${altId}-error`} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
      <div className="product-image-tools">
        <ImageFocusTool image={image} position={index + 1} hydrated={hydrated} />
        <ImageDeleteTool imageId={image.id} position={index + 1} deleteFormId={deleteFormId} />
      </div>
    </li>
  );
}
