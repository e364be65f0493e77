/**
 * Public pages that hydrate (careers, contact, booking, the application form, sign-in) paint before
 * they load React. Their forms and links work without script, so the page is usable from its first
 * paint; React, Remix and the page's own modules follow once the page has loaded and painted.
 *
 * Why: module scripts and `modulepreload` links load at high priority and compete with the page's
 * stylesheet, fonts and images for the first paint on a slow connection, and Lighthouse's simulation
 * counts each of them as render-blocking (GoogleChrome/lighthouse#17163, #16539). Held back, they
 * are neither fetched nor run until the `load` event and the frame after it.
 *
 * How: the server writes Remix's module script as a data block (`type="text/x-held-module"`) and its
 * preloads with `media="not all"` (a preload whose media does not match is not fetched); a small
 * inline starter, allowed by its CSP hash like every inline script, swaps in working copies at the
 * same places in the document, so React hydrates the markup it rendered. The module script's hash is
 * in the page's CSP already (app/utils/security.server.ts hashes every inline script).
 */

export const HELD_MODULE_TYPE = "text/x-held-module";
const HELD_MEDIA = "not all";
const PRELOADS_PER_TASK = 8;

/**
 * Runs where the server puts it (after the held script) and removes itself, so the document React
 * hydrates has what it rendered and nothing more. After `load` and the next frame it replaces the
 * held preloads with working ones, a few per task (each starts a fetch: all 40-odd at once made one
 * long task), then the held module script. (An address that changed meanwhile, by Back or Forward
 * to another entry of this document, is loaded as the page hydrates: useAddressRenderedOnHydration.)
 */
export const FRAMEWORK_STARTER = `(function(){document.currentScript.remove();function release(){var held=[].slice.call(document.querySelectorAll('link[rel="modulepreload"][media="${HELD_MEDIA}"]'));(function next(){held.splice(0,${PRELOADS_PER_TASK}).forEach(function(old){var link=old.cloneNode();link.removeAttribute("media");old.replaceWith(link)});if(held.length)return setTimeout(next);setTimeout(function(){document.querySelectorAll('script[type="${HELD_MODULE_TYPE}"]').forEach(function(old){var script=document.createElement("script");script.type="module";script.async=true;script.textContent=old.textContent;old.replaceWith(script)})})})()}addEventListener("load",function(){requestAnimationFrame(function(){setTimeout(release)})},{once:true})})();`;

const PRELOAD = '<link rel="modulepreload" ';
const MODULE_SCRIPT = '<script type="module" async="">';

/** The document with its framework scripts held until after the first paint (see above). */
export function holdFrameworkUntilPainted(html: string) {
  const script = html.indexOf(MODULE_SCRIPT);
  if (script === -1) return html;
  const scriptEnd = html.indexOf("</script>", script) + "</script>".length;
  const held = `<script type="${HELD_MODULE_TYPE}">${html.slice(script + MODULE_SCRIPT.length, scriptEnd)}`;
  const starter = `<script>${FRAMEWORK_STARTER}</script>`;
  const before = html.slice(0, script).replaceAll(PRELOAD, `${PRELOAD}media="${HELD_MEDIA}" `);
  return `${before}${held}${starter}${html.slice(scriptEnd)}`;
}
