import { Link } from 'react-router-dom';

/** A plain list of in-site links, one an item. */
export function LinkList({
  links,
  className,
}: {
  links: readonly { label: string; to: string }[];
  className?: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}
