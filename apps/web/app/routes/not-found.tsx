import { data } from 'react-router';

// Catch-all: any path no other route matches renders the root 404 page with HTTP status 404.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  // Never rendered: the loader always throws to the root error boundary.
  return null;
}
