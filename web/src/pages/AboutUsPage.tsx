import type { AboutUsResults } from '@techcensus/contract';
import { Link } from 'wouter';
import type { z } from 'zod';

export type AboutUsData = z.infer<typeof AboutUsResults>;

/** Who we are, and how to reach us (part 2 §2.1 /about-us). */
export function AboutUsPage(props: { results: AboutUsData }) {
  const { Paragraphs, ContactEmail } = props.results;
  return (
    <article className="prose">
      <h1>About us</h1>
      {Paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <h2>Contact</h2>
      <p>
        Questions, data requests or partnership ideas? Use our <Link href="/contact-us">contact form</Link> or
        write to <a href={`mailto:${ContactEmail}`}>{ContactEmail}</a>.
      </p>
    </article>
  );
}
