import { useEffect, useState } from "react";

/**
 * Shows one word at a time, changing every `intervalMs`. All words share one grid cell, so the
 * box is as wide as the longest and nothing around it moves. Screen readers get the whole list
 * once instead of a change every few seconds; users who prefer reduced motion see no cycling.
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
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % words.length), intervalMs);
    return () => clearInterval(timer);
  }, [words.length, intervalMs]);

  return (
    <span className={`inline-grid ${className}`}>
      <span className="sr-only">{words.join(", ")}</span>
      {words.map((word, wordIndex) => (
        <span
          key={word}
          aria-hidden="true"
          data-active={wordIndex === index || undefined}
          className={`col-start-1 row-start-1 transition-all duration-500 ${wordIndex === index ? "translate-y-0 opacity-100" : "invisible translate-y-2 opacity-0"}`}
        >
          {word}
        </span>
      ))}
    </span>
  );
}
