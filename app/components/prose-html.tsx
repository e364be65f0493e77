/**
 * Formatted text: a post's body or a page's rich text, cleaned by the allow-list sanitizer when it
 * was saved (the seed's is the site's own), in the site's reading style.
 */
export function ProseHtml({ html, className = "" }: { html: string; className?: string }) {
  return <div className={`prose-content ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />;
}
