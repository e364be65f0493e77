import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { PageHeader } from "~/components/page-header";
import { company } from "~/content/site";

const STUDIOS: Record<string, string> = {
  acceleration: "Acceleration Studio",
  capital: "Capital Studio",
  growth: "Growth Studio",
};

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.name ?? "Studio"} | ${company.name}` }];

export function loader({ params }: LoaderFunctionArgs) {
  const name = STUDIOS[params.name ?? ""];
  if (!name) throw redirect("/studio");
  return json({ name });
}

// Placeholder until the studio pages land (their own issue).
export default function Route() {
  const { name } = useLoaderData<typeof loader>();
  return <PageHeader eyebrow="Studios" title={name} />;
}
