import { type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * A modal <dialog>: the browser traps focus inside and returns it when it closes. `onCancel` is Escape
 * (leave it out for a dialog that needs an answer).
 */
export function ModalDialog({
  title,
  children,
  onCancel,
  className,
  role,
}: {
  title: string;
  children: ReactNode;
  onCancel?: () => void;
  className?: string;
  role?: 'alertdialog';
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={`editor-dialog${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      role={role}
      onCancel={(event) => {
        event.preventDefault();
        onCancel?.();
      }}
    >
      <h2 id={titleId} className="editor-dialog-title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
