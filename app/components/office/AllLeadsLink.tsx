import { Link } from "react-router";

/** The way back to the inbox, above a lead's page and the form that adds one. */
export function AllLeadsLink() {
  return (
    <p>
      <Link to="/office/leads" className="text-forest underline underline-offset-4">
        All leads
      </Link>
    </p>
  );
}
