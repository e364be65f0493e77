import type { ReactNode, SVGProps } from "react";

import { Icon as SiteIcon } from "../icons";

// The post editor's toolbar icons (24×24 strokes, in the style of app/components/icons.tsx); only
// the editor's lazily loaded chunk imports them.

/** The toolbar's size of the site's icon. */
function Icon(props: SVGProps<SVGSVGElement> & { children: ReactNode }) {
  return <SiteIcon width="18" height="18" {...props} />;
}

export const Heading2Icon = () => (
  <Icon>
    <path d="M4 12h8M4 18V6M12 18V6M21 18h-4c0-4 4-3 4-6 0-1.5-2-2.5-4-1" />
  </Icon>
);

export const Heading3Icon = () => (
  <Icon>
    <path d="M4 12h8M4 18V6M12 18V6M17.5 10.5c1.7-1 3.5 0 3.5 1.5a2 2 0 0 1-2 2M17 17.5c2 1.5 4 .3 4-1.5a2 2 0 0 0-2-2" />
  </Icon>
);

export const ParagraphIcon = () => (
  <Icon>
    <path d="M13 4v16M17 4v16M19 4H9.5a4.5 4.5 0 0 0 0 9H13" />
  </Icon>
);

export const BoldIcon = () => (
  <Icon strokeWidth="2.5">
    <path d="M6 12h9a4 4 0 0 1 0 8H7a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h7a4 4 0 0 1 0 8" />
  </Icon>
);

export const ItalicIcon = () => (
  <Icon>
    <path d="M19 4h-9M14 20H5M15 4 9 20" />
  </Icon>
);

export const LinkIcon = () => (
  <Icon>
    <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />
  </Icon>
);

export const BulletListIcon = () => (
  <Icon>
    <path d="M3 6h.01M3 12h.01M3 18h.01M8 6h13M8 12h13M8 18h13" />
  </Icon>
);

export const NumberedListIcon = () => (
  <Icon>
    <path d="M10 6h11M10 12h11M10 18h11M4 6h1v4M4 10h2M6 18H4c0-1 2-2 2-3s-1-1.5-2-1" />
  </Icon>
);

export const QuoteIcon = () => (
  <Icon>
    <path d="M17 6H3M21 12H8M21 18H8M3 12v6" />
  </Icon>
);

export const InlineCodeIcon = () => (
  <Icon>
    <path d="m16 18 6-6-6-6M8 6l-6 6 6 6" />
  </Icon>
);

export const CodeBlockIcon = () => (
  <Icon>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M10 9.5 8 12l2 2.5M14 9.5l2 2.5-2 2.5" />
  </Icon>
);

export const ImageIcon = () => (
  <Icon>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="9" cy="9" r="2" />
    <path d="m21 15-3.09-3.09a2 2 0 0 0-2.82 0L6 21" />
  </Icon>
);

export const UndoIcon = () => (
  <Icon>
    <path d="M3 7v6h6M21 17a9 9 0 0 0-9-9 9 9 0 0 0-6 2.3L3 13" />
  </Icon>
);

export const RedoIcon = () => (
  <Icon>
    <path d="M21 7v6h-6M3 17a9 9 0 0 1 9-9 9 9 0 0 1 6 2.3l3 2.7" />
  </Icon>
);

export const SourceIcon = () => (
  <Icon>
    <path d="m18 16 4-4-4-4M6 8l-4 4 4 4M14.5 4l-5 16" />
  </Icon>
);
