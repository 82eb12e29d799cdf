import { Typography } from '@mantine/core';
import MarkdownIt from 'markdown-it';
import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * Raw HTML in an article is shown as text (`html: false`), and markdown-it refuses javascript:,
 * vbscript:, file: and data: links, so the rendered HTML holds only what Markdown itself makes.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

const defaultLinkOpen =
  markdown.renderer.rules.link_open ??
  ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index];
  const href = String(token?.attrGet('href') ?? '');
  if (token && /^https?:\/\//i.test(href)) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  }
  return defaultLinkOpen(tokens, index, options, env, self);
};

export function renderMarkdown(source: string): string {
  return markdown.render(source);
}

/** The article's Markdown as HTML; links inside the portal open without reloading the page. */
export default function MarkdownRenderer({ source }: { source: string }) {
  const navigate = useNavigate();
  const html = useMemo(() => renderMarkdown(source), [source]);

  function handleClick(event: MouseEvent<HTMLDivElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void navigate(href);
  }

  // The HTML comes from renderMarkdown above, which never passes HTML through. Keyboard users
  // follow the same links by Enter, which fires this click handler too.
  return (
    <Typography>
      <div onClick={handleClick} dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
