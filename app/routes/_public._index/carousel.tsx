import { useRef, useState, type KeyboardEvent } from "react";

import { ContentImage } from "~/components/content-image";
import { ArrowLeftIcon, ArrowRightIcon } from "~/components/icons";
import type { PicturedImage } from "~/models/content-images.server";
import { useHydrated } from "~/utils/use-hydrated";

type Slide = { title: string; text: string; image: PicturedImage };

/**
 * Slides side by side in a scroll-snap strip: without JavaScript every slide is reachable by
 * scrolling or by its dot link. With it, previous/next buttons (wrapping both ways), dot buttons
 * and the arrow keys move one slide at a time.
 */
export function Carousel({ slides, label }: { slides: Slide[]; label: string }) {
  const hydrated = useHydrated();
  const [index, setIndex] = useState(0);
  const strip = useRef<HTMLDivElement>(null);
  // While the strip glides to a chosen slide, its scroll events are not the user's choice.
  const gliding = useRef<number | null>(null);

  const show = (next: number) => {
    const target = (next + slides.length) % slides.length;
    setIndex(target);
    const element = strip.current;
    if (element && Math.round(element.scrollLeft / element.clientWidth) !== target) gliding.current = target;
    if (element)
      element.scrollTo({
        left: target * element.clientWidth,
        behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth",
      });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") show(index + 1);
    else if (event.key === "ArrowLeft") show(index - 1);
    else return;
    event.preventDefault();
  };

  return (
    // The arrow keys of the focusable slide strip (a labelled group) bubble up to the carousel.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown}>
      <div
        ref={strip}
        className="flex snap-x snap-mandatory overflow-x-auto rounded-3xl [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        // The strip scrolls with the arrow keys, so it takes focus (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="group"
        aria-label={`${label}: use the arrow keys to change slides`}
        onScroll={(event) => {
          const element = event.currentTarget;
          const current = Math.round(element.scrollLeft / element.clientWidth);
          if (gliding.current !== null) {
            if (current === gliding.current) gliding.current = null;
            return;
          }
          if (current !== index && current >= 0 && current < slides.length) setIndex(current);
        }}
      >
        {slides.map((slide, slideIndex) => (
          <div
            key={slide.title}
            id={`solution-slide-${slideIndex + 1}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${slideIndex + 1} of ${slides.length}: ${slide.title}`}
            aria-hidden={hydrated && slideIndex !== index ? true : undefined}
            className="relative w-full shrink-0 snap-center"
          >
            <ContentImage
              image={slide.image}
              alt=""
              sizes="(min-width: 1200px) 1160px, calc(100vw - 2.5rem)"
              width={800}
              height={450}
              className="aspect-[16/9] w-full md:aspect-[21/9]"
            />
            <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-slate-950/90 via-slate-950/60 to-transparent p-6 pt-16 text-white md:p-10 md:pt-24">
              <h3 className="text-2xl font-bold md:text-3xl">{slide.title}</h3>
              <p className="mt-2 max-w-xl text-white/85 md:text-lg">{slide.text}</p>
            </div>
          </div>
        ))}
      </div>
      <div className="mt-5 flex min-h-11 items-center justify-center gap-4">
        {hydrated ? (
          <button
            type="button"
            className="btn-outline h-11 w-11 p-0"
            onClick={() => show(index - 1)}
            aria-label="Previous slide"
          >
            <ArrowLeftIcon width={18} height={18} />
          </button>
        ) : null}
        {/* Each dot is a 24×24 target (WCAG 2.5.8) around a smaller visible mark. */}
        <div className="flex">
          {slides.map((slide, slideIndex) => {
            const current = hydrated && slideIndex === index;
            const dot = (
              <span
                aria-hidden="true"
                className={`block h-3 rounded-full transition-all ${current ? "w-8 bg-primary" : "w-3 bg-border group-hover:bg-muted-foreground"}`}
              />
            );
            const target = "group flex h-6 min-w-6 items-center justify-center px-1";
            return hydrated ? (
              <button
                key={slide.title}
                type="button"
                onClick={() => show(slideIndex)}
                aria-label={`Show slide ${slideIndex + 1}: ${slide.title}`}
                aria-current={current ? "true" : undefined}
                className={target}
              >
                {dot}
              </button>
            ) : (
              <a
                key={slide.title}
                href={`#solution-slide-${slideIndex + 1}`}
                aria-label={`Slide ${slideIndex + 1}: ${slide.title}`}
                className={target}
              >
                {dot}
              </a>
            );
          })}
        </div>
        {hydrated ? (
          <button
            type="button"
            className="btn-outline h-11 w-11 p-0"
            onClick={() => show(index + 1)}
            aria-label="Next slide"
          >
            <ArrowRightIcon width={18} height={18} />
          </button>
        ) : null}
      </div>
      <p className="sr-only" aria-live="polite">
        {hydrated ? `Slide ${index + 1} of ${slides.length}: ${slides[index]?.title}` : ""}
      </p>
    </section>
  );
}
