import type { FaqEntry } from '@techcensus/contract';

/**
 * Questions as an accordion of native disclosure elements: keyboard-usable and readable without
 * script. The HTML forms are written by the server (never from visitor input).
 */
export function FaqList(props: { entries: FaqEntry[] }) {
  return (
    <div className="faq">
      {props.entries.map((f) => (
        <details key={f.question}>
          {f.questionhtml ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: server-written FAQ markup
            <summary dangerouslySetInnerHTML={{ __html: f.questionhtml }} />
          ) : (
            <summary>{f.question}</summary>
          )}
          {f.answerhtml ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: server-written FAQ markup
            <p dangerouslySetInnerHTML={{ __html: f.answerhtml }} />
          ) : (
            <p>{f.answer}</p>
          )}
        </details>
      ))}
    </div>
  );
}
