import { redirect } from 'react-router';

/** §2: /custom/ redirects to the t-shirt designer. */
export async function loader() {
  return redirect('/design-your-own-t-shirt/', 301);
}
