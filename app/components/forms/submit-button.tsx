import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useNavigation } from 'react-router';

/** What a fetcher tells about its post: the same fields as the page's navigation. */
interface PostState {
  state: 'idle' | 'submitting' | 'loading';
  formData?: FormData | undefined;
}

/**
 * Whether this form's post is on its way: the fetcher's, or the page's navigation. On a page with several
 * forms, only the post carrying this form's `intent` counts.
 */
export function isPending(post: PostState, intent?: string): boolean {
  if (post.state !== 'submitting') return false;
  return intent === undefined || post.formData?.get('intent') === intent;
}

interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children'> {
  children: ReactNode;
  /** The fetcher that posts this form; without one, the page's own navigation. */
  fetcher?: PostState;
  /** The `intent` of this form, on pages with several forms. */
  intent?: string | undefined;
  /** What the button says while the post is on its way. */
  pendingLabel?: string;
}

/**
 * A form's submit button that shows its post is on its way: disabled (no double submit), `aria-busy`, and
 * saying so. Before hydration it is a plain submit button.
 */
export function SubmitButton({
  children,
  fetcher,
  intent,
  pendingLabel = 'Saving…',
  disabled,
  className = 'button button-primary',
  ...button
}: SubmitButtonProps) {
  const navigation = useNavigation();
  const pending = isPending(fetcher ?? navigation, intent);
  return (
    <button
      type="submit"
      className={className}
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      {...button}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
