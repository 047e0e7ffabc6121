/** A legal page: its text uses the article Markdown subset. */
export type LegalDocument = { slug: string; title: string; description: string; updated: string; body: string }
