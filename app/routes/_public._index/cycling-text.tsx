/**
 * Shows one word at a time, changing every `intervalMs` (app/page-script/cycling-text.ts moves
 * `data-active`; CSS fades it). All words share one grid cell, so the box is as wide as the
 * longest and nothing around it moves. Screen readers get the whole list once instead of a
 * change every few seconds; without script, or for visitors who prefer reduced motion, the first
 * word stays.
 */
export function CyclingText({
  words,
  intervalMs,
  className = "",
}: {
  words: string[];
  intervalMs: number;
  className?: string;
}) {
  return (
    <span className={`inline-grid ${className}`} data-cycle={intervalMs}>
      <span className="sr-only">{words.join(", ")}</span>
      {words.map((word, wordIndex) => (
        <span
          key={word}
          aria-hidden="true"
          data-word
          data-active={wordIndex === 0 || undefined}
          className="invisible col-start-1 row-start-1 translate-y-2 opacity-0 transition-all duration-500 data-[active]:visible data-[active]:translate-y-0 data-[active]:opacity-100"
        >
          {word}
        </span>
      ))}
    </span>
  );
}
