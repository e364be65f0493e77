import { Link } from "@remix-run/react";

export function NotFound() {
  return (
    <section className="container flex flex-col items-center py-32 text-center">
      <p className="text-7xl font-extrabold tracking-tight text-primary">404</p>
      <h1 className="mt-4 text-4xl font-bold tracking-tight">Page Not Found</h1>
      <p className="mt-4 max-w-md text-muted-foreground">
        The page you&apos;re looking for doesn&apos;t exist or has been moved.
      </p>
      <Link to="/" className="btn-primary mt-8">
        Return Home
      </Link>
    </section>
  );
}
