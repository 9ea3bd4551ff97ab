import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type ScreenReaderInstructions,
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
import { Form } from 'react-router';
import { imageUrl } from '../../../../core/images';

/** A product of the collection as the order list shows it. */
export interface OrderedProduct {
  id: number;
  name: string;
  enabled: boolean;
  image: string | null;
}

const instructions: ScreenReaderInstructions = {
  draggable:
    'To move a product, press space or enter to pick it up, the arrow keys to move it, space or enter again to drop it, or escape to cancel.',
};

function ProductRow({
  product,
  position,
  total,
}: {
  product: OrderedProduct;
  position: number;
  total: number;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: product.id });
  return (
    <li
      ref={setNodeRef}
      className="ordered-product"
      data-dragging={isDragging ? 'true' : undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        className="drag-handle"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Move ${product.name}, position ${position} of ${total}`}
      >
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M7 4h2v2H7zm4 0h2v2h-2zM7 9h2v2H7zm4 0h2v2h-2zm-4 5h2v2H7zm4 0h2v2h-2z"
            fill="currentColor"
          />
        </svg>
      </button>
      {product.image ? (
        <img src={imageUrl(product.image, { width: 96, height: 96 })} alt="" width={48} height={48} />
      ) : (
        <span className="ordered-product-noimage" aria-hidden="true" />
      )}
      <span className="ordered-product-name">
        {product.name}
        {product.enabled ? null : <span className="ordered-product-hidden"> (hidden from shoppers)</span>}
      </span>
      <Form method="post" className="ordered-product-remove">
        <input type="hidden" name="intent" value="remove-product" />
        <input type="hidden" name="productId" value={product.id} />
        <button type="submit" className="button button-small">
          Remove<span className="visually-hidden"> {product.name}</span>
        </button>
      </Form>
    </li>
  );
}

/**
 * The collection's products in the order shoppers see them by default, reordered by dragging a row's handle
 * with a pointer or with the keyboard (space, arrows, space); each drop is saved at once through `onOrder`.
 */
export function ProductOrder({
  products,
  onOrder,
}: {
  products: OrderedProduct[];
  onOrder: (ids: number[]) => void;
}) {
  const [order, setOrder] = useState(products);
  const [shown, setShown] = useState(products);
  // A new list from the server (an add, a removal, a saved order) replaces the local one.
  if (shown !== products) {
    setShown(products);
    setOrder(products);
  }
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: unknown) => order.find((product) => product.id === id)?.name ?? 'The product';
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = order.findIndex((product) => product.id === active.id);
    const to = order.findIndex((product) => product.id === over.id);
    const next = arrayMove(order, from, to);
    setOrder(next);
    onOrder(next.map((product) => product.id));
  };
  return (
    <DndContext
      id="collection-products"
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: instructions,
        announcements: {
          onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over
              ? `${nameOf(active.id)} is now at position ${order.findIndex((product) => product.id === over.id) + 1} of ${order.length}.`
              : `${nameOf(active.id)} is no longer over the list.`,
          onDragEnd: ({ active, over }) =>
            over
              ? `${nameOf(active.id)} was dropped at position ${order.findIndex((product) => product.id === over.id) + 1} of ${order.length}.`
              : `${nameOf(active.id)} was dropped.`,
          onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={order.map((product) => product.id)} strategy={verticalListSortingStrategy}>
        <ol className="ordered-products" aria-label="Products in their order">
          {order.map((product, index) => (
            <ProductRow key={product.id} product={product} position={index + 1} total={order.length} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
