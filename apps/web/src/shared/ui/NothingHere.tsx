import { Link } from 'react-router';

/** A page with nothing to show (no cart, no save): its heading, why, and where to start. */
export function NothingHere({
  heading,
  text,
  link,
  to,
}: {
  heading: string;
  text: string;
  link: string;
  to: string;
}) {
  return (
    <div className="page">
      <h1>{heading}</h1>
      <p>{text}</p>
      <Link className="btn btn-primary" to={to}>
        {link}
      </Link>
    </div>
  );
}
