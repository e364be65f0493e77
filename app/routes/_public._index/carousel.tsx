import type { ReactNode } from "react";

import { ContentImage } from "~/components/content-image";
import { ArrowLeftIcon, ArrowRightIcon } from "~/components/icons";
import type { PicturedImage } from "~/models/content-images.server";

type Slide = { title: string; text: string; image: PicturedImage };

/**
 * Slides side by side in a scroll-snap strip: without script every slide is reachable by
 * scrolling or by its dot, a link to it. The page script (app/page-script/carousel.ts) shows the
 * previous/next buttons (wrapping both ways) and makes them, the dots and the arrow keys glide
 * one slide at a time.
 */
export function Carousel({ slides, label }: { slides: Slide[]; label: string }) {
  return (
    // The arrow keys of the focusable slide strip (a labelled group) bubble up to the carousel.
    <section aria-roledescription="carousel" aria-label={label} data-carousel>
      <div
        className="flex snap-x snap-mandatory overflow-x-auto rounded-3xl [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        // The strip scrolls with the arrow keys, so it takes focus (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="group"
        aria-label={`${label}: use the arrow keys to change slides`}
        data-carousel-strip
      >
        {slides.map((slide, slideIndex) => (
          <div
            key={slide.title}
            id={`solution-slide-${slideIndex + 1}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${slideIndex + 1} of ${slides.length}: ${slide.title}`}
            data-slide
            data-title={slide.title}
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
        <StepButton step={-1} label="Previous slide">
          <ArrowLeftIcon width={18} height={18} />
        </StepButton>
        {/* Each dot is a 24×24 target (WCAG 2.5.8) around a smaller visible mark. */}
        <div className="flex">
          {slides.map((slide, slideIndex) => (
            <a
              key={slide.title}
              href={`#solution-slide-${slideIndex + 1}`}
              aria-label={`Slide ${slideIndex + 1}: ${slide.title}`}
              className="group flex h-6 min-w-6 items-center justify-center px-1"
              data-carousel-dot
            >
              <span
                aria-hidden="true"
                className="block h-3 w-3 rounded-full bg-border transition-all group-hover:bg-muted-foreground group-aria-[current=true]:w-8 group-aria-[current=true]:bg-primary"
              />
            </a>
          ))}
        </div>
        <StepButton step={1} label="Next slide">
          <ArrowRightIcon width={18} height={18} />
        </StepButton>
      </div>
      <p className="sr-only" aria-live="polite" data-carousel-status />
    </section>
  );
}

/** Previous or next: shown by the page script, since without it a button could do nothing. */
function StepButton({ step, label, children }: { step: number; label: string; children: ReactNode }) {
  return (
    <button type="button" className="btn-outline hidden h-11 w-11 p-0" aria-label={label} data-carousel-step={step}>
      {children}
    </button>
  );
}
