// SPEC §5: leading HTML tags other than line breaks are stripped from text.
// Data text (descriptions, bios, captions, testimonials) may carry <br> line
// breaks from the systems it came from: they show as breaks, and every other
// tag as the text it is (React escapes it).
import { Fragment } from 'react';
import { stripLeadingTags } from '../../lib/html-text.ts';

const LINE_BREAK = /<\/?br\s*\/?>/i;

export function DataText({ text }: { text: string | null | undefined }) {
  const lines = stripLeadingTags(text).split(LINE_BREAK);
  return (
    <>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </>
  );
}
