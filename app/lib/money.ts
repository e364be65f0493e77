const RUPEES = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** ₹ with Indian digit grouping: 1250000 → '₹12,50,000'. */
export function formatRupees(amount: number) {
  return `₹${RUPEES.format(amount)}`;
}

/** What the salary input keeps as the user types: digits only. */
export function digitsOnly(text: string) {
  return text.replace(/\D/g, "");
}
