/** How a staff member is named in the log and on pages: their name, else their username. */
export function displayName(member: { name: string | null; username: string }) {
  return member.name ?? member.username;
}
