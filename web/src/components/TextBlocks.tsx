/**
 * Plain text in blocks, as the CWE catalogue's texts are stored: paragraphs parted by a blank line,
 * a block whose every line starts "- " a list, "1. " a numbered list.
 */
export function TextBlocks(props: { text: string; className?: string }) {
  const blocks = props.text.split(/\n\s*\n/).filter((b) => b.trim());
  return (
    <div className={props.className}>
      {blocks.map((block, i) => {
        const lines = block.split('\n');
        const key = `${i}-${lines[0].slice(0, 20)}`;
        if (lines.every((l) => /^- /.test(l))) {
          return (
            <ul key={key}>
              {lines.map((l) => (
                <li key={l}>{l.slice(2)}</li>
              ))}
            </ul>
          );
        }
        if (lines.every((l) => /^\d+\. /.test(l))) {
          return (
            <ol key={key}>
              {lines.map((l) => (
                <li key={l}>{l.replace(/^\d+\. /, '')}</li>
              ))}
            </ol>
          );
        }
        return <p key={key}>{block}</p>;
      })}
    </div>
  );
}
