import { Link } from 'react-router';

/** Where a page sits under the catalog: "Perros en adopción", then the page itself. */
export function CatalogBreadcrumbs({ current }: { current: string }) {
  return (
    <nav aria-label="Ruta de navegación" className="breadcrumbs">
      <ol>
        <li>
          <Link to="/adoptar/perros">Perros en adopción</Link>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
