import { onEach, reducedMotion } from "./elements";

const CAROUSEL = "[data-carousel]";

type Parts = { strip: HTMLElement; slides: HTMLElement[]; dots: HTMLElement[]; status: HTMLElement | null };

const parts = (carousel: Element): Parts => ({
  strip: carousel.querySelector<HTMLElement>("[data-carousel-strip]")!,
  slides: [...carousel.querySelectorAll<HTMLElement>("[data-slide]")],
  dots: [...carousel.querySelectorAll<HTMLElement>("[data-carousel-dot]")],
  status: carousel.querySelector<HTMLElement>("[data-carousel-status]"),
});

const current = new WeakMap<Element, number>();
// While a strip glides to a chosen slide, its scroll events are not the visitor's choice.
const gliding = new WeakMap<Element, number>();

/** The slide the strip shows now (its slides are its children, each as wide as it). */
const slideInView = (strip: HTMLElement) => Math.round(strip.scrollLeft / strip.clientWidth);

const setFlag = (element: Element, name: string, on: boolean) =>
  on ? element.setAttribute(name, "true") : element.removeAttribute(name);

function mark(carousel: Element, index: number) {
  const { slides, dots, status } = parts(carousel);
  current.set(carousel, index);
  slides.forEach((slide, at) => setFlag(slide, "aria-hidden", at !== index));
  dots.forEach((dot, at) => setFlag(dot, "aria-current", at === index));
  if (status) status.textContent = `Slide ${index + 1} of ${slides.length}: ${slides[index]?.dataset.title ?? ""}`;
}

function show(carousel: Element, wanted: number) {
  const { strip, slides } = parts(carousel);
  const index = (wanted + slides.length) % slides.length;
  mark(carousel, index);
  if (slideInView(strip) !== index) gliding.set(strip, index);
  strip.scrollTo({ left: index * strip.clientWidth, behavior: reducedMotion() ? "auto" : "smooth" });
}

function onScroll(event: Event) {
  const strip = event.target as HTMLElement;
  const carousel = strip.matches?.("[data-carousel-strip]") ? strip.closest(CAROUSEL) : null;
  if (!carousel) return;
  const index = slideInView(strip);
  if (gliding.has(strip)) {
    if (gliding.get(strip) === index) gliding.delete(strip);
    return;
  }
  // Read on every scroll event: the strip's own children, not a search of the carousel.
  if (index !== current.get(carousel) && index >= 0 && index < strip.children.length) mark(carousel, index);
}

/**
 * Slides side by side in a scroll-snap strip (app/routes/_public._index/carousel.tsx): without
 * script each is reached by scrolling or by its dot, a link to it. With it, the previous and next
 * buttons (wrapping both ways), the dots and the arrow keys glide one slide at a time, the
 * slides out of view are hidden from screen readers, and the new one is announced.
 */
export function startCarousels() {
  onEach(CAROUSEL, (carousel) => {
    carousel.querySelectorAll("[data-carousel-step]").forEach((button) => button.classList.remove("hidden"));
    mark(carousel, 0);
  });
  document.addEventListener("click", (event) => {
    const control = (event.target as Element).closest?.<HTMLElement>("[data-carousel-step], [data-carousel-dot]");
    const carousel = control?.closest(CAROUSEL);
    if (!control || !carousel) return;
    event.preventDefault();
    const step = control.dataset.carouselStep;
    show(carousel, step ? (current.get(carousel) ?? 0) + Number(step) : parts(carousel).dots.indexOf(control));
  });
  document.addEventListener("keydown", (event) => {
    const carousel = (event.target as Element).closest?.(CAROUSEL);
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!carousel || !step) return;
    event.preventDefault();
    show(carousel, (current.get(carousel) ?? 0) + step);
  });
  // Scroll events do not bubble: listened for on their way down.
  document.addEventListener("scroll", onScroll, { capture: true, passive: true });
}
