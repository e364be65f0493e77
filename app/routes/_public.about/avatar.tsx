const PALETTES = [
  ["#4338ca", "#0f766e"],
  ["#7c3aed", "#db2777"],
  ["#0369a1", "#4338ca"],
  ["#b45309", "#be123c"],
  ["#0f766e", "#15803d"],
  ["#1e40af", "#7c3aed"],
];

function hash(text: string) {
  let value = 0;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) >>> 0;
  return value;
}

/** An illustrated portrait: the person's initials over a gradient picked from their name. */
export function Avatar({ name, size = 96 }: { name: string; size?: number }) {
  const seed = hash(name);
  const [from, to] = PALETTES[seed % PALETTES.length]!;
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
  const id = `avatar-${seed}`;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 96 96"
      role="img"
      aria-label={`Portrait of ${name}`}
      className="shrink-0 rounded-2xl"
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="96" height="96" rx="20" fill={`url(#${id})`} />
      <circle cx={20 + (seed % 50)} cy={18 + (seed % 30)} r="26" fill="#ffffff" opacity="0.12" />
      <text
        x="48"
        y="58"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="30"
        fontWeight="700"
        fill="#ffffff"
      >
        {initials}
      </text>
    </svg>
  );
}
