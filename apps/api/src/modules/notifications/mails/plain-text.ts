import { toPlainText } from '@react-email/render';

// The text part comes from the same HTML, so the two never say different things. Two rules on top
// of react-email's (which skips images and `data-skip-in-text` parts):
// - a link's words go on one line and its URL alone on the next (the URL once when they are the
//   same), so any client, and anyone copying it, gets the whole link;
// - an element with `data-text` says that text instead of its children (chips read as a list);
// - a list item (`data-item`) is a paragraph, and its lines (`data-line`) follow each other.

// The slice of html-to-text's formatter interface these rules use (it ships no types).
interface TextBuilder {
  openBlock(options: { leadingLineBreaks: number }): void;
  closeBlock(options: { trailingLineBreaks: number }): void;
  addInline(text: string): void;
  addLiteral(text: string): void;
  pushWordTransform(transform: (word: string) => string): void;
  popWordTransform(): void;
}
interface HtmlElement {
  attribs?: Record<string, string | undefined>;
  children: unknown[];
}
type Walk = (nodes: unknown[], builder: TextBuilder) => void;

function linkOnItsOwnLine(elem: HtmlElement, walk: Walk, builder: TextBuilder): void {
  const href = elem.attribs?.href ?? '';
  let words = '';
  builder.pushWordTransform((word) => {
    words += word;
    return word;
  });
  builder.openBlock({ leadingLineBreaks: 1 });
  walk(elem.children, builder);
  builder.closeBlock({ trailingLineBreaks: 1 });
  builder.popWordTransform();
  if (!href || words === href) return;
  builder.openBlock({ leadingLineBreaks: 1 });
  builder.addLiteral(href);
  builder.closeBlock({ trailingLineBreaks: 1 });
}

function textAlternative(elem: HtmlElement, _walk: Walk, builder: TextBuilder): void {
  builder.openBlock({ leadingLineBreaks: 1 });
  builder.addInline(elem.attribs?.['data-text'] ?? '');
  builder.closeBlock({ trailingLineBreaks: 1 });
}

const paragraph = { leadingLineBreaks: 2, trailingLineBreaks: 2 };
const line = { leadingLineBreaks: 1, trailingLineBreaks: 1 };
const keepCase = { uppercase: false, leadingLineBreaks: 2, trailingLineBreaks: 2 };

/** The plain-text part of a rendered mail. */
export function textPartOf(html: string): string {
  return toPlainText(html, {
    formatters: { linkOnItsOwnLine, textAlternative },
    selectors: [
      { selector: 'a', format: 'linkOnItsOwnLine' },
      { selector: '[data-text]', format: 'textAlternative' },
      { selector: '[data-item]', format: 'block', options: paragraph },
      { selector: '[data-line]', format: 'block', options: line },
      { selector: 'h2', options: keepCase },
      { selector: 'h3', options: keepCase },
    ],
  }).trim();
}
