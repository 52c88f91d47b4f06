// The body of a page from content/ (issue 12): HTML rendered on the server
// from our own Markdown (raw HTML in a file is shown as text, never run).
import { useEffect, useRef } from 'react';
import { useLotNumberParam, withLotNumber } from '../site-link.tsx';
import { useHydrated } from '../use-hydrated.ts';

export type ContentBodyData = {
  introHtml: string;
  sections: { id: string; heading: string; html: string }[];
};

/** Links in the text keep this visit's home center, as SiteLink does. */
function keepLotNumber(html: string, lotNumber: string | null): string {
  if (!lotNumber) return html;
  return html.replace(
    /href="(\/[^"#]*)(#[^"]*)?"/g,
    (_match, path: string, hash = '') =>
      `href="${withLotNumber(path.replace(/&#38;/g, '&'), lotNumber).replace(/&/g, '&#38;')}${hash}"`,
  );
}

/**
 * `activeSectionId`: the part a link asked about (SPEC §2 activeQuestionLink,
 * faq-link.tsx): marked, and its heading given the keyboard once shown.
 */
export function ContentBody({
  page,
  activeSectionId = null,
}: {
  page: ContentBodyData;
  activeSectionId?: string | null;
}) {
  const lotNumber = useLotNumberParam();
  // Route state lives in the browser's history (a reload keeps it): marked once hydrated,
  // so the server's HTML and the browser's first render agree.
  const hydrated = useHydrated();
  const active =
    hydrated && page.sections.some((section) => section.id === activeSectionId)
      ? activeSectionId
      : null;
  const activeHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!active) return;
    activeHeading.current?.focus({ preventScroll: true });
    activeHeading.current?.scrollIntoView({ block: 'start' });
  }, [active]);
  return (
    <div className="content-body">
      {page.introHtml ? (
        <div dangerouslySetInnerHTML={{ __html: keepLotNumber(page.introHtml, lotNumber) }} />
      ) : null}
      {page.sections.map((section) => (
        <section
          key={section.id}
          aria-labelledby={section.id}
          aria-current={section.id === active ? 'true' : undefined}
          className={
            section.id === active
              ? '-mx-4 scroll-mt-24 rounded-lg bg-brand-50 px-4 py-3'
              : undefined
          }
        >
          <h2
            id={section.id}
            ref={section.id === active ? activeHeading : undefined}
            tabIndex={section.id === active ? -1 : undefined}
            className="scroll-mt-24"
          >
            {section.heading}
          </h2>
          <div
            className="mt-3 space-y-4"
            dangerouslySetInnerHTML={{ __html: keepLotNumber(section.html, lotNumber) }}
          />
        </section>
      ))}
    </div>
  );
}

/** "On this page": links to a long page's parts (the legal page, a long article). */
export function SectionIndex({ sections }: { sections: { id: string; heading: string }[] }) {
  if (sections.length < 3) return null;
  return (
    <nav aria-labelledby="on-this-page" className="rounded-lg bg-brand-50 p-4 text-sm">
      <h2 id="on-this-page" className="font-semibold text-brand-900">
        On this page
      </h2>
      <ul className="mt-2 space-y-1.5">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="text-brand-700 underline underline-offset-2">
              {section.heading}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

// One formatter, made once: toLocaleDateString builds a new one per call (about 50 µs).
const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 2026-11-20 → November 20, 2026 (a calendar day, whatever the reader's time zone). */
export function contentDate(isoDate: string): string {
  return LONG_DATE.format(new Date(`${isoDate}T12:00:00Z`));
}
