import type { ReactNode } from 'react';
import type { BlogBlock, BlogTextSpan } from '../../../../../shared/contracts/blog';

/** Text runs as React elements: bold and italic are flags from the server, never HTML. */
function Spans({ spans }: { spans: readonly BlogTextSpan[] }) {
  return spans.map((span, index) => {
    let node: ReactNode = span.text;
    if (span.italic) node = <em>{node}</em>;
    if (span.bold) node = <strong className="font-semibold text-white">{node}</strong>;
    return <span key={index}>{node}</span>;
  });
}

/** The post's body, block by block (the server parsed the markdown; headings start at h2). */
export function PostBody({ blocks }: { blocks: readonly BlogBlock[] }) {
  return (
    <div className="flex flex-col gap-5 text-lg leading-relaxed text-slate-300" data-testid="post-body">
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading':
            return block.level === 2 ? (
              <h2 key={index} className="mt-4 font-serif text-2xl font-semibold text-white">
                <Spans spans={block.content} />
              </h2>
            ) : (
              <h3 key={index} className="mt-2 text-xl font-semibold text-white">
                <Spans spans={block.content} />
              </h3>
            );
          case 'paragraph':
            return (
              <p key={index}>
                <Spans spans={block.content} />
              </p>
            );
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={index} className={block.ordered ? 'flex list-decimal flex-col gap-2 pl-6' : 'flex list-disc flex-col gap-2 pl-6'}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex} className="pl-1 marker:text-gold-400">
                    <Spans spans={item} />
                  </li>
                ))}
              </List>
            );
          }
        }
      })}
    </div>
  );
}
