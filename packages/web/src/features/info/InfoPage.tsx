/** The frame of the text pages: a title, a lead, and sections with headings. */
import type { ReactNode } from 'react';

export function InfoPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <article className="page info-page">
      <header className="page-head">
        <div>
          <h1>{title}</h1>
          <p className="muted lead">{lead}</p>
        </div>
      </header>
      {children}
    </article>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="info-section">
      <h2>{title}</h2>
      {children}
    </section>
  );
}
