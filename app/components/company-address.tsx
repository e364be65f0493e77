import { useSiteSettings } from "~/utils/site-settings";

/** The office's address as the footer and the contact page show it: the street, then city, postal code and country. */
export function CompanyAddressLines() {
  const { street, city, postalCode, country } = useSiteSettings().company.address;
  return (
    <>
      {street}
      <br />
      {city} {postalCode}, {country}
    </>
  );
}
